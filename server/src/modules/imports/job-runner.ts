import { and, eq, sql } from 'drizzle-orm';
import type { ImportSkip } from '@storefront/contract/imports';
import { queryRows, type Transaction } from '../../db/client.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import type { ApplyRun, ImportFile, ImportKind, StagedRow } from './import-kind.ts';
import { endMessage } from './job-view.ts';
import { BATCH_MS, writeInBatches } from './staged-batches.ts';
import { importJobs, importSkips, importStaged } from './imports.tables.ts';
import { removeUpload } from './upload-store.ts';

interface Live {
  controller: AbortController;
  written: number;
}

interface Waiting {
  tenantId: string;
  key: string;
  go: () => void;
}

const keyOf = (tenantId: string, id: number) => `${tenantId}:${id}`;

/**
 * Runs import jobs in this process, one promise each: reads the file into staged rows in short transactions,
 * then writes them in batches of bounded time, each its own transaction (decision 056). A cancel (or a
 * failure) stops before the next batch: what was written stays (writes set figures, so importing the file
 * again completes it); the staged rows and the file are removed either way. At most `perStore` jobs
 * of one store and `total` in all run at once; the others wait, queued in the order they were started.
 */
export class JobRunner {
  private readonly live = new Map<string, Live>();
  private readonly running = new Set<Promise<void>>();
  private readonly perTenant = new Map<string, number>();
  private readonly queue: Waiting[] = [];
  private active = 0;

  /** `batchMs`: how long one batch of writes aims to take (tests make it tiny to see several). */
  constructor(
    private readonly limits: { perStore: number; total: number } = { perStore: Infinity, total: Infinity },
    private readonly batchMs = BATCH_MS,
  ) {}

  /** Whether a job of `tenantId` started now would wait in the queue. */
  wouldQueue(tenantId: string): boolean {
    return this.active >= this.limits.total || (this.perTenant.get(tenantId) ?? 0) >= this.limits.perStore;
  }

  /** Starts the first queued jobs that have room now. */
  private next(): void {
    for (let i = 0; i < this.queue.length;) {
      const waiting = this.queue[i]!;
      if (this.wouldQueue(waiting.tenantId)) i++;
      else {
        this.queue.splice(i, 1);
        waiting.go();
      }
    }
  }

  liveOf(tenantId: string, id: number): { written: number } | undefined {
    return this.live.get(keyOf(tenantId, id));
  }

  /** Asks a running or queued job to stop (a queued one ends at once); false when it is not here. */
  cancel(tenantId: string, id: number): boolean {
    const key = keyOf(tenantId, id);
    const live = this.live.get(key);
    live?.controller.abort();
    const queued = this.queue.findIndex((w) => w.key === key);
    if (queued >= 0) this.queue.splice(queued, 1)[0]!.go();
    return Boolean(live);
  }

  start(
    ctx: RequestContext,
    kind: ImportKind,
    jobId: number,
    file: ImportFile,
    holderId: number | null,
  ): void {
    const tenantId = ctx.tenant.id;
    const key = keyOf(tenantId, jobId);
    const live: Live = { controller: new AbortController(), written: 0 };
    this.live.set(key, live);
    let release = () => {};
    const turn = new Promise<void>((resolve) => (release = resolve));
    const go = () => {
      this.active++;
      this.perTenant.set(tenantId, (this.perTenant.get(tenantId) ?? 0) + 1);
      release();
    };
    const task = turn
      .then(() => this.run(ctx, kind, jobId, file, holderId, live))
      .finally(() => {
        this.active--;
        const left = (this.perTenant.get(tenantId) ?? 1) - 1;
        if (left > 0) this.perTenant.set(tenantId, left);
        else this.perTenant.delete(tenantId);
        this.live.delete(key);
        this.running.delete(task);
        this.next();
      });
    this.running.add(task);
    if (this.wouldQueue(tenantId)) this.queue.push({ tenantId, go, key });
    else go();
  }

  /** How many jobs run in this process now (reading or writing). */
  get size(): number {
    return this.running.size;
  }

  /** Resolves when every job started here has ended. */
  async idle(): Promise<void> {
    while (this.running.size) await Promise.all(this.running);
  }

  /** Stops every job (server shutdown), queued ones too, and waits for them to end. */
  async close(): Promise<void> {
    for (const live of this.live.values()) live.controller.abort();
    for (const waiting of this.queue.splice(0)) waiting.go();
    await Promise.all(this.running);
  }

  private async run(
    ctx: RequestContext,
    kind: ImportKind,
    jobId: number,
    file: ImportFile,
    holderId: number | null,
    live: Live,
  ): Promise<void> {
    const tenantId = ctx.tenant.id;
    const { signal } = live.controller;
    const job = and(eq(importJobs.tenantId, tenantId), eq(importJobs.id, jobId));
    const set = (tx: Transaction, values: Partial<typeof importJobs.$inferInsert>) =>
      tx.update(importJobs).set(values).where(job);
    let seq = 0;
    let skipSeq = 0;
    let toWrite = 0;
    try {
      signal.throwIfAborted();
      // A job that waited queued starts reading now.
      await ctx.db((tx) =>
        tx
          .update(importJobs)
          .set({ status: 'reading' })
          .where(and(job, eq(importJobs.status, 'queued'))),
      );
      await kind.stage({
        ctx,
        file,
        holderId,
        signal,
        record: async ({ staged, skipped, readBytes, rowsRead }) =>
          ctx.db(async (tx) => {
            await stage(tx, tenantId, jobId, staged, seq);
            await skip(tx, tenantId, jobId, skipped, skipSeq);
            seq += staged.length;
            skipSeq += skipped.length;
            await set(tx, { readBytes, rowsRead, staged: seq, skipped: skipSeq });
          }),
      });
      signal.throwIfAborted();
      const [{ groups } = { groups: 0 }] = await ctx.db((tx) =>
        queryRows<{ groups: number }>(
          tx,
          sql`select count(distinct key)::int as groups from import_staged where tenant_id = ${tenantId} and job_id = ${jobId}`,
        ),
      );
      await ctx.db((tx) => set(tx, { status: 'writing', toWrite: groups, readBytes: file.bytes }));
      toWrite = groups;
      const onWritten = (done: number) => (live.written = done);
      const run: ApplyRun = {
        ctx,
        file,
        holderId,
        signal,
        tally: {},
        inBatches: (limit, write) =>
          writeInBatches({ ctx, jobId, signal, onWritten, batchMs: this.batchMs }, limit, write),
      };
      const written = await kind.apply(run);
      signal.throwIfAborted();
      await ctx.db(async (tx) => {
        await kind.finish?.(run, tx);
        await set(tx, { status: 'done', written, tally: run.tally, finishedAt: new Date(), message: '' });
      });
    } catch (error) {
      const cancelled = signal.aborted;
      const message = endMessage(cancelled, live.written, toWrite, (error as Error).message);
      await ctx
        .db((tx) =>
          set(tx, {
            status: cancelled ? 'cancelled' : 'failed',
            message,
            written: live.written,
            finishedAt: new Date(),
          }),
        )
        .catch(() => undefined);
    } finally {
      await ctx
        .db((tx) =>
          tx
            .delete(importStaged)
            .where(and(eq(importStaged.tenantId, tenantId), eq(importStaged.jobId, jobId))),
        )
        .catch(() => undefined);
      await removeUpload(file.path);
    }
  }
}

async function stage(tx: Transaction, tenantId: string, jobId: number, rows: StagedRow[], from: number) {
  if (rows.length)
    await tx
      .insert(importStaged)
      .values(rows.map((r, i) => ({ tenantId, jobId, seq: from + i, key: r.key, payload: r.payload })));
}

async function skip(tx: Transaction, tenantId: string, jobId: number, rows: ImportSkip[], from: number) {
  if (rows.length)
    await tx.insert(importSkips).values(
      rows.map((r, i) => ({
        tenantId,
        jobId,
        seq: from + i,
        line: r.line,
        name: r.name.slice(0, 300),
        reason: r.reason.slice(0, 500),
      })),
    );
}
