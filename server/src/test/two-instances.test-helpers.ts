import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { buildApp } from '../app.ts';
import { testConfig, type Config } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** Two server instances on one PostgreSQL database, each with its own pools, caches and listener. */
export interface TwoInstances {
  /** The first instance's test app (its database holds the demo stores and users). */
  t: TestApp;
  a: FastifyInstance;
  b: FastifyInstance;
  close(): Promise<void>;
}

/** Starts a test app on TEST_DATABASE_URL's server, then a second instance on new pools to the same database. */
export async function createTwoInstances(settings: Partial<Config> = {}): Promise<TwoInstances> {
  // Instances behind one balancer share SECRET_KEY (CSRF tokens and cookies are signed with it).
  const config = { secretKey: randomBytes(32).toString('hex'), ...settings };
  const t = await createTestApp({ postgres: true, config });
  const pool = (t.handle.db as unknown as { $client: pg.Pool }).$client;
  const { connectionString } = pool.options as { connectionString: string };
  const second: DatabaseHandle = await openDatabase({
    dataDir: '',
    databaseUrl: connectionString,
    poolSize: 30,
  });
  const b = await buildApp({ config: testConfig(config), db: second.db });
  await b.ready();
  return {
    t,
    a: t.app,
    b,
    close: async () => {
      await b.close();
      await second.close();
      await t.close();
    },
  };
}

/** Calls `read` every 20 ms until `done` holds of its answer or `ms` passed; answers the last answer and the time. */
export async function within<T>(ms: number, read: () => Promise<T>, done: (answer: T) => boolean) {
  const started = Date.now();
  for (;;) {
    const answer = await read();
    const elapsed = Date.now() - started;
    if (done(answer) || elapsed > ms) return { answer, elapsed };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
