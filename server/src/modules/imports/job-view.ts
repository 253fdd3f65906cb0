import type { ImportJob, ImportStatus } from '@storefront/contract/imports';
import type { importJobs } from './imports.tables.ts';

type JobRow = typeof importJobs.$inferSelect;

export const RUNNING: ImportStatus[] = ['queued', 'reading', 'writing'];
const INTERRUPTED = 'Interrupted by a server restart: nothing was written. Start the import again.';

const AGAIN =
  'Import the file again to write the rest: the rows already written are set to the same figures.';
const counted = (written: number, toWrite: number) =>
  `${written.toLocaleString('en-US')} of ${toWrite.toLocaleString('en-US')}`;

/** Why a job ended early, and what it wrote before (its batches commit one by one, decision 056). */
export function endMessage(cancelled: boolean, written: number, toWrite: number, reason: string): string {
  if (!written)
    return cancelled
      ? 'Cancelled: nothing was written.'
      : `The import failed, nothing was written: ${reason}`;
  const after = `after ${counted(written, toWrite)} were written`;
  return cancelled ? `Cancelled ${after}. ${AGAIN}` : `The import failed ${after}: ${reason}. ${AGAIN}`;
}

const interrupted = (row: JobRow) =>
  row.written
    ? `Interrupted by a server restart after ${counted(row.written, row.toWrite)} were written. ${AGAIN}`
    : INTERRUPTED;

/** How far a job is, 0–100: reading the file is the first 60, writing the staged rows the rest. */
function percentOf(row: JobRow, written: number): number {
  if (row.status === 'done') return 100;
  if (row.status === 'reading')
    return Math.min(60, Math.floor((row.readBytes / Math.max(row.fileBytes, 1)) * 60));
  if (row.status === 'writing')
    return 60 + Math.min(40, Math.floor((written / Math.max(row.toWrite, 1)) * 40));
  return 0;
}

/**
 * A job as its owner sees it; `live` is this process's in-memory progress of the writes, and a job that says
 * it runs without being live here was cut off by a restart (the batches it committed stay, its row counts them).
 */
export function jobView(row: JobRow, live: { written: number } | undefined): ImportJob {
  const cut = RUNNING.includes(row.status as ImportStatus) && !live;
  const written = live?.written ?? row.written;
  const status = (cut ? 'failed' : row.status) as ImportStatus;
  return {
    id: row.id,
    kind: row.kind,
    fileName: row.fileName,
    fileBytes: row.fileBytes,
    detectedFormat: row.detectedFormat,
    format: row.format,
    holderId: row.holderId,
    status,
    percent: cut ? 0 : percentOf(row, written),
    rowsRead: row.rowsRead,
    staged: row.staged,
    skipped: row.skipped,
    toWrite: row.toWrite,
    written,
    tally: row.status === 'done' ? row.tally : {},
    message: cut ? interrupted(row) : row.message,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}
