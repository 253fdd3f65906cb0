import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { migrationState } from '../db/migrate.ts';
import { replicaHealth } from '../db/replica-health.ts';
import { bearerMatches } from './metrics.ts';

/** A database that does not answer `select 1` within this is not ready for traffic. */
export const READY_TIMEOUT_MS = 1_000;

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** The readiness detail: the database, its migrations and replicas, or the error that kept it from answering. */
export async function readiness(db: Database) {
  try {
    return await within(
      READY_TIMEOUT_MS,
      (async () => {
        await db.execute(sql`select 1`);
        const [migrations, replicas] = await Promise.all([migrationState(db), replicaHealth(db)]);
        return { database: 'ok', migrations, replicas };
      })(),
    );
  } catch (error) {
    return { database: 'unreachable', error: (error as Error).message };
  }
}

/** `/readyz`'s status and body with every detail (the metrics port, or a caller with the metrics token). */
export async function readyAnswer(db: Database): Promise<{ code: number; body: Record<string, unknown> }> {
  const state = await readiness(db);
  const ready = 'migrations' in state && state.migrations.current;
  return { code: ready ? 200 : 503, body: { status: ready ? 'ready' : 'not ready', ...state } };
}

/**
 * The probes of a load balancer or an orchestrator, on every host (a store's, the platform's, an unknown
 * one, a suspended store's): `/healthz` says the process answers (no database work), `/readyz` that it
 * can serve: the database answers within a second and has every migration of this build. Not ready: 503.
 * The public `/readyz` says only ready or not ready; its detail (migration counts, the database's error
 * text, replicas) goes to a caller with `Authorization: Bearer <METRICS_TOKEN>`, and on the metrics port.
 */
export async function healthRoutes(
  app: FastifyInstance,
  { db, token }: { db: Database; token: string | undefined },
) {
  const config = { anyHost: true };
  app.get('/healthz', { config, logLevel: 'warn' }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/readyz', { config, logLevel: 'warn' }, async (request, reply) => {
    const { code, body } = await readyAnswer(db);
    reply.code(code).header('cache-control', 'no-store');
    return token && bearerMatches(request, token) ? body : { status: body.status };
  });
}
