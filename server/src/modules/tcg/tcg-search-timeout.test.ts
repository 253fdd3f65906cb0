import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { appOn, createTestApp, hasPostgres, injectAs, type TestApp } from '../../test/test-app.ts';
import { seedTcgDemo } from './tcg.seed.ts';

/** The worst query the language allows: 30 rules-text terms, any of which may match. */
const hostile = (letters: string) => Array.from(letters, (c, i) => `o:${c}${i}`).join(' or ');
const HOSTILE = hostile('abcdefghijklmnopqrstuvwxyzABCD');
/** Another query as bad, whose text matches no earlier search has cached (the card search keeps them). */
const HOSTILE_UNSEEN = hostile('EFGHIJKLMNOPQRSTUVWXYZefghijkl');

/** A test-only route that reports the statement timeout a request's transaction runs under. */
const timeoutRoute = (app: FastifyInstance) =>
  app.get('/test/statement-timeout/', async (request) =>
    request.ctx.db(async (tx) => {
      const [row] = await queryRows<{ timeout: string }>(
        tx,
        sql`select current_setting('statement_timeout') as timeout`,
      );
      return row;
    }),
  );

const search = (app: FastifyInstance, query: string) =>
  injectAs(app, 'cards.localhost', {
    method: 'GET',
    url: `/api/ecommerce/products/tcg_search/?q=${encodeURIComponent(query)}`,
  });

describe('every request runs under the configured statement timeout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      config: { statementTimeoutMs: 1234 },
      extraRoutes: timeoutRoute,
    });
  });
  afterAll(() => t?.close());

  it('sets statement_timeout in the transaction of the request', async () => {
    const res = await injectAs(t.app, 'cards.localhost', { method: 'GET', url: '/test/statement-timeout/' });
    expect(res.json()).toEqual({ timeout: '1234ms' });
  });
});

describe.skipIf(!hasPostgres)('on PostgreSQL', () => {
  let t: TestApp;
  let impatient: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp({ postgres: true });
    await seedTcgDemo(t.handle.db, t.stores.cards!);
    impatient = await appOn(t.handle.db, { statementTimeoutMs: 1 });
  }, 120_000);
  afterAll(async () => {
    await impatient.close();
    await t.close();
  });

  it('answers the worst query the language allows within the default timeout', async () => {
    const res = await search(t.app, HOSTILE);
    expect(res.statusCode).toBe(200);
  });

  it('cancels a search past the timeout and answers 503 with Retry-After, not 500', async () => {
    const res = await search(impatient, HOSTILE_UNSEEN);
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({ error: 'The store is busy; please try again in a few seconds.' });
  });
});
