import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Transaction } from '../../db/client.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import type { StagedGroup } from './import-kind.ts';
import { importJobs } from './imports.tables.ts';

/**
 * How long one batch should hold the database: on PGlite (one connection) every other request of every
 * store waits for the batch in progress, so this bounds their wait (issue 31: none over 500 ms).
 */
export const BATCH_MS = 150;
/** The fewest groups a batch shrinks to, however slow the writes. */
const MIN_GROUPS = 10;

export interface BatchRun {
  ctx: RequestContext;
  jobId: number;
  signal: AbortSignal;
  /** Called after each batch commits with the groups written so far. */
  onWritten: (done: number) => void;
  /** The time a batch aims at (ms); tests make it tiny. */
  batchMs?: number;
}

/**
 * Writes a job's staged groups in key order, each batch in its own transaction that also records the job's
 * progress, and lets other work run between batches. A batch starts at `limit` groups and shrinks (or grows
 * back, never past `limit`) so that it takes about `batchMs`. Answers the groups written.
 */
export async function writeInBatches(
  { ctx, jobId, signal, onWritten, batchMs = BATCH_MS }: BatchRun,
  limit: number,
  write: (tx: Transaction, groups: StagedGroup[]) => Promise<void>,
): Promise<number> {
  const tenantId = ctx.tenant.id;
  let after = '';
  let size = limit;
  let done = 0;
  for (;;) {
    signal.throwIfAborted();
    const started = performance.now();
    const groups = await ctx.db(async (tx) => {
      const page = await queryRows<StagedGroup>(
        tx,
        sql`select key, json_agg(payload order by seq) as payloads from import_staged
          where tenant_id = ${tenantId} and job_id = ${jobId} and key > ${after}
          group by key order by key limit ${size}`,
      );
      if (!page.length) return page;
      await write(tx, page);
      await tx
        .update(importJobs)
        .set({ written: done + page.length })
        .where(and(eq(importJobs.tenantId, tenantId), eq(importJobs.id, jobId)));
      return page;
    });
    if (!groups.length) return done;
    done += groups.length;
    after = groups[groups.length - 1]!.key;
    onWritten(done);
    size = nextSize(size, limit, performance.now() - started, batchMs);
    // Whatever queued behind this batch (other requests, other jobs) goes before the next one.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

function nextSize(size: number, limit: number, tookMs: number, batchMs: number): number {
  if (tookMs > batchMs) return Math.max(MIN_GROUPS, Math.floor((size * batchMs) / tookMs));
  if (tookMs < batchMs / 2) return Math.min(limit, size * 2);
  return size;
}
