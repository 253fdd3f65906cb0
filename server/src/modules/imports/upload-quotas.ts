import { and, count, eq, lt, sum } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { TooManyRequests } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { importJobs } from './imports.tables.ts';
import { removeUpload } from './upload-store.ts';

/** The bounds of uploads waiting to start and of jobs running (config: IMPORT_*). */
export type ImportLimits = Config['imports'];

const MB = 1024 * 1024;
/** "200 MB", or the bytes of a bound under a megabyte. */
const sizeOf = (bytes: number) => (bytes >= MB ? `${Math.floor(bytes / MB)} MB` : `${bytes} bytes`);

/**
 * 429 naming the limit when the user or the store already has as many uploads waiting to start as allowed,
 * or as many bytes (`incoming`: the size of the file being added, once it is known).
 */
export async function assertUploadRoom(
  ctx: RequestContext,
  user: SessionUser,
  limits: ImportLimits,
  incoming = 0,
): Promise<void> {
  const waiting = and(eq(importJobs.tenantId, ctx.tenant.id), eq(importJobs.status, 'uploaded'));
  const [store, mine] = await ctx.db((tx) =>
    Promise.all(
      [waiting, and(waiting, eq(importJobs.userId, user.id))].map(async (where) => {
        const [row] = await tx
          .select({ n: count(), bytes: sum(importJobs.fileBytes).mapWith(Number) })
          .from(importJobs)
          .where(where);
        return { n: row?.n ?? 0, bytes: row?.bytes ?? 0 };
      }),
    ),
  );
  const slot = incoming ? 0 : 1;
  const checks: [boolean, string][] = [
    [mine!.n + slot > limits.pendingPerUser, `at most ${limits.pendingPerUser} uploads waiting per user`],
    [store!.n + slot > limits.pendingPerStore, `at most ${limits.pendingPerStore} uploads waiting per store`],
    [
      mine!.bytes + incoming > limits.pendingBytesPerUser ||
        (!incoming && mine!.bytes >= limits.pendingBytesPerUser),
      `at most ${sizeOf(limits.pendingBytesPerUser)} of uploads waiting per user`,
    ],
    [
      store!.bytes + incoming > limits.pendingBytesPerStore ||
        (!incoming && store!.bytes >= limits.pendingBytesPerStore),
      `at most ${sizeOf(limits.pendingBytesPerStore)} of uploads waiting per store`,
    ],
  ];
  const broken = checks.find(([over]) => over);
  if (broken)
    throw new TooManyRequests(
      `Too many uploads waiting: ${broken[1]}. Start or cancel one first (an upload not started is deleted after a day).`,
    );
}

/**
 * Deletes every upload of every store that was never started and is older than `ttlMs` at `now`: its file
 * and its row. Runs on the owner connection (all stores at once); answers how many were deleted.
 */
export async function sweepUploads(db: Database, ttlMs: number, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - ttlMs);
  const gone = await db
    .delete(importJobs)
    .where(and(eq(importJobs.status, 'uploaded'), lt(importJobs.createdAt, before)))
    .returning({ filePath: importJobs.filePath });
  for (const { filePath } of gone) await removeUpload(filePath);
  return gone.length;
}

/** Runs `sweepUploads` every hour (and once now) until the returned stop is called. */
export function sweepEveryHour(db: Database, ttlMs: number, log: (error: unknown) => void): () => void {
  const sweep = () => void sweepUploads(db, ttlMs).catch(log);
  sweep();
  const timer = setInterval(sweep, 60 * 60 * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
