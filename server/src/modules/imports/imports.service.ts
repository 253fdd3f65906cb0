import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { ImportJob, ImportOptions, ImportPreview, ImportStart } from '@storefront/contract/imports';
import { csvLines } from '../../platform/csv-writer.ts';
import { BadRequest, Conflict, NotFound } from '../../platform/errors.ts';
import type { Role } from '@storefront/contract/auth';
import { requireRole, type SessionUser } from '../../platform/session-user.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { suppliersOf } from '../auth/index.ts';
import type { ImportFile, ImportKind } from './import-kind.ts';
import { importJobs, importSkips } from './imports.tables.ts';
import { JobRunner } from './job-runner.ts';
import { jobView } from './job-view.ts';
import { readHead, removeUpload } from './upload-store.ts';

type JobRow = typeof importJobs.$inferSelect;

const DEFAULT_ROLES: Role[] = ['admin', 'staff', 'supplier'];

/**
 * Who may import a kind: its roles (cards: the store's team into the store's own stock or a supplier's, a
 * supplier only into their own; prices: staff and admins). Without a kind, anyone who may import some kind.
 */
export const importer = (ctx: RequestContext, kind?: ImportKind, kinds?: ImportKind[]): SessionUser =>
  requireRole(
    ctx,
    ...(kind
      ? (kind.roles ?? DEFAULT_ROLES)
      : [...new Set((kinds ?? []).flatMap((k) => k.roles ?? DEFAULT_ROLES).concat(DEFAULT_ROLES))]),
  );

const visible = (ctx: RequestContext, user: SessionUser) =>
  user.role === 'admin'
    ? eq(importJobs.tenantId, ctx.tenant.id)
    : and(eq(importJobs.tenantId, ctx.tenant.id), eq(importJobs.userId, user.id));

/**
 * A job the user may see (their own; an admin every one of the store), else 404; and only while the user
 * may import its kind (`kindOf`: the registered importers by name).
 */
export async function loadJob(ctx: RequestContext, id: number, kinds: ImportKind[] = []): Promise<JobRow> {
  const user = importer(ctx, undefined, kinds);
  const [row] = await ctx.db((tx) =>
    tx
      .select()
      .from(importJobs)
      .where(and(visible(ctx, user), eq(importJobs.id, id))),
  );
  if (!row) throw new NotFound('Import not found');
  importer(
    ctx,
    kinds.find((k) => k.kind === row.kind),
  );
  return row;
}

/**
 * The formats the importer reads and the suppliers whose stock the store's team may fill instead of the
 * store's own (the default: no supplier needed, decision 040); a supplier fills only their own.
 */
export async function importOptions(ctx: RequestContext, kind: ImportKind): Promise<ImportOptions> {
  const user = importer(ctx, kind);
  const holders =
    kind.holders === false
      ? []
      : user.role === 'supplier'
        ? [{ id: user.id, username: user.username }]
        : await ctx.db((tx) => suppliersOf(tx, ctx.tenant.id));
  const stockless = kind.formats.filter((f) => kind.stockless?.(f.id)).map((f) => f.id);
  return { formats: kind.formats, holders, stockless };
}

/** Records an uploaded file as a job with the format its first kilobytes show. */
export async function createJob(
  ctx: RequestContext,
  kind: ImportKind,
  upload: { path: string; bytes: number; name: string },
): Promise<ImportJob> {
  const user = importer(ctx, kind);
  const head = await readHead(upload.path);
  const detectedFormat = kind.detect(head, upload.name);
  const [row] = await ctx.db((tx) =>
    tx
      .insert(importJobs)
      .values({
        tenantId: ctx.tenant.id,
        kind: kind.kind,
        userId: user.id,
        fileName: upload.name.slice(0, 200),
        filePath: upload.path,
        fileBytes: upload.bytes,
        detectedFormat,
        format: detectedFormat,
      })
      .returning(),
  );
  return jobView(row!, undefined);
}

/** The user's jobs, newest first (an admin sees the whole store's). */
export async function listJobs(
  ctx: RequestContext,
  runner: JobRunner,
  kinds: ImportKind[] = [],
): Promise<ImportJob[]> {
  const user = importer(ctx, undefined, kinds);
  const rows = await ctx.db((tx) =>
    tx.select().from(importJobs).where(visible(ctx, user)).orderBy(desc(importJobs.id)).limit(20),
  );
  return rows.map((r) => jobView(r, runner.liveOf(ctx.tenant.id, r.id)));
}

/** The uploaded file of a job not yet started; a 409 when a start or cancel that ran meanwhile removed it. */
async function fileOf(row: JobRow, format: string): Promise<ImportFile> {
  const head = await readHead(row.filePath).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') throw new Conflict('This import has already started or been cancelled');
    throw error;
  });
  return { path: row.filePath, name: row.fileName, bytes: row.fileBytes, head, format };
}

function formatOf(kind: ImportKind, format: string | null | undefined): string {
  if (!format) throw new BadRequest('Choose the format of the file', { format: 'Format not recognised' });
  if (!kind.formats.some((f) => f.id === format))
    throw new BadRequest(`Unknown format "${format}"`, { format: 'Unknown format' });
  return format;
}

/** The first rows of an uploaded (not yet started) file, read as `format` (default: the detected one). */
export async function previewJob(
  ctx: RequestContext,
  kind: ImportKind,
  id: number,
  format: string | undefined,
): Promise<ImportPreview> {
  const row = await loadJob(ctx, id, [kind]);
  if (row.status !== 'uploaded') throw new Conflict('This import has already started');
  const chosen = formatOf(kind, format ?? row.detectedFormat);
  kind.check?.(ctx, chosen);
  return kind.preview(ctx, await fileOf(row, chosen), 20);
}

/**
 * Whose stock a job's rows become: none for card data or prices; a supplier's own for a supplier; for the
 * store's team the store's own (null) unless they name one of the store's suppliers.
 */
async function holderOf(
  ctx: RequestContext,
  kind: ImportKind,
  user: SessionUser,
  format: string,
  asked: number | undefined,
): Promise<number | null> {
  if (kind.holders === false || kind.stockless?.(format)) {
    if (asked !== undefined)
      throw new BadRequest('This import fills no one’s stock', { holderId: 'Not used' });
    return null;
  }
  if (user.role === 'supplier') {
    if (asked !== undefined && asked !== user.id)
      throw new BadRequest('A supplier imports into their own stock only', { holderId: 'Not you' });
    return user.id;
  }
  if (asked === undefined) return null;
  const suppliers = await ctx.db((tx) => suppliersOf(tx, ctx.tenant.id));
  if (!suppliers.some((s) => s.id === asked))
    throw new BadRequest('Choose one of the store’s suppliers, or none for the store’s own stock', {
      holderId: 'Not a supplier of this store',
    });
  return asked;
}

/**
 * Starts an uploaded job in the background with the chosen format and stock holder; it waits `queued` while
 * the store (or the server) runs as many jobs as it may.
 */
export async function startJob(
  ctx: RequestContext,
  kind: ImportKind,
  runner: JobRunner,
  id: number,
  body: ImportStart,
): Promise<ImportJob> {
  const user = importer(ctx, kind);
  const row = await loadJob(ctx, id, [kind]);
  if (row.status !== 'uploaded') throw new Conflict('This import has already started');
  const format = formatOf(kind, body.format);
  kind.check?.(ctx, format);
  const holderId = await holderOf(ctx, kind, user, format, body.holderId);
  const file = await fileOf(row, format);
  const [started] = await ctx.db((tx) =>
    tx
      .update(importJobs)
      .set({ status: runner.wouldQueue(ctx.tenant.id) ? 'queued' : 'reading', format, holderId })
      .where(
        and(eq(importJobs.tenantId, ctx.tenant.id), eq(importJobs.id, id), eq(importJobs.status, 'uploaded')),
      )
      .returning(),
  );
  if (!started) throw new Conflict('This import has already started');
  runner.start(ctx, kind, id, file, holderId);
  return jobView(started, runner.liveOf(ctx.tenant.id, id));
}

/** Cancels a job: one not started ends at once; a running one stops before its writes commit. */
export async function cancelJob(
  ctx: RequestContext,
  runner: JobRunner,
  id: number,
  kinds: ImportKind[] = [],
): Promise<ImportJob> {
  const row = await loadJob(ctx, id, kinds);
  if (row.status === 'uploaded') {
    const [ended] = await ctx.db((tx) =>
      tx
        .update(importJobs)
        .set({ status: 'cancelled', message: 'Cancelled: nothing was written.', finishedAt: new Date() })
        .where(and(eq(importJobs.tenantId, ctx.tenant.id), eq(importJobs.id, id)))
        .returning(),
    );
    await removeUpload(row.filePath);
    return jobView(ended!, undefined);
  }
  const ended = ['done', 'failed', 'cancelled'].includes(row.status);
  if (ended || !runner.cancel(ctx.tenant.id, id)) throw new Conflict('This import has already ended');
  return jobView(row, runner.liveOf(ctx.tenant.id, id));
}

/** The skipped rows of a job as CSV lines (line, name, reason), read a page at a time. */
export async function* skippedCsv(
  ctx: RequestContext,
  id: number,
  kinds: ImportKind[] = [],
): AsyncGenerator<string> {
  await loadJob(ctx, id, kinds);
  yield 'line,name,reason\n';
  let after = -1;
  for (;;) {
    const page = await ctx.db((tx) =>
      tx
        .select()
        .from(importSkips)
        .where(
          and(eq(importSkips.tenantId, ctx.tenant.id), eq(importSkips.jobId, id), gt(importSkips.seq, after)),
        )
        .orderBy(asc(importSkips.seq))
        .limit(1000),
    );
    if (!page.length) return;
    yield csvLines(page.map((s) => [String(s.line), s.name, s.reason]));
    after = page[page.length - 1]!.seq;
  }
}

/**
 * Imports a file on disk at once, as the signed-in context's user (the CLI acts as the supplier whose stock it
 * fills): the same job, parsers and single write transaction as an upload. Answers the ended job.
 */
export async function importFileNow(
  ctx: RequestContext,
  kind: ImportKind,
  upload: { path: string; bytes: number; name: string },
  format: string,
): Promise<ImportJob> {
  const runner = new JobRunner();
  const job = await createJob(ctx, kind, upload);
  await startJob(ctx, kind, runner, job.id, { format });
  await runner.idle();
  return jobView(await loadJob(ctx, job.id, [kind]), undefined);
}
