import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appOn, createTestApp, hasPostgres, injectAs, signInAs, type TestApp } from '../../test/test-app.ts';
import { loadCatalogFixtures } from '../../test/catalog.test-helpers.ts';
import { as, prepareStores } from './dashboard.test-helpers.ts';

// Two app instances on one PostgreSQL, each with its own answer cache and data versions: a write on one
// reaches the other's cache through LISTEN/NOTIFY (platform/data-versions.ts, db/notifications.ts).
let t: TestApp;
let other: FastifyInstance;
beforeAll(async () => {
  if (!hasPostgres) return;
  t = await createTestApp({ postgres: true, config: { answerCacheEntries: 100 } });
  await prepareStores(t);
  await loadCatalogFixtures(t);
  other = await appOn(t.handle.db, { answerCacheEntries: 100 });
  await other.ready();
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

const DETAIL = '/api/ecommerce/products/alpha-zephyr-lantern/';
const readOnOther = () => injectAs(other, 'cards.localhost', { method: 'GET', url: DETAIL });

/** Reads on the other instance until `done` holds, for at most `ms`; answers the last answer and the time. */
async function until(done: (body: { price: string; name: string }) => boolean, ms = 1_000) {
  const started = Date.now();
  for (;;) {
    const res = await readOnOther();
    if (done(res.json()) || Date.now() - started > ms) return { res, ms: Date.now() - started };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.skipIf(!hasPostgres)('a cached answer on another instance', () => {
  it('shows a price change made on the first within 1 s', async () => {
    await readOnOther();
    const cached = await readOnOther();
    expect(cached.headers['x-cache']).toBe('HIT');
    const product = cached.json<{ id: number }>();
    const staff = as(t, await signInAs(t, 'cards', 'staff'));
    const manage = (await staff('GET', `/api/manage/products/${product.id}/`)).json();
    const put = await staff('PUT', `/api/manage/products/${product.id}/variants/${manage.variants[0].id}/`, {
      price: '27.50',
      stock: 20,
    });
    expect(put.statusCode).toBe(200);
    const { res, ms } = await until((body) => body.price === '27.50');
    expect(res.json().price).toBe('27.50');
    expect(ms).toBeLessThan(1_000);
  });

  it('shows a product edit made on the first within 1 s, and a write the first rolled back never', async () => {
    const staff = as(t, await signInAs(t, 'cards', 'staff'));
    const id = (await readOnOther()).json<{ id: number }>().id;
    const refused = await staff('PATCH', `/api/manage/products/${id}/`, { name: '' });
    expect(refused.statusCode).toBe(400);
    await readOnOther();
    expect((await readOnOther()).headers['x-cache']).toBe('HIT'); // nothing was announced
    await staff('PATCH', `/api/manage/products/${id}/`, { name: 'Alpha Zephyr Lantern II' });
    const { res } = await until((body) => body.name === 'Alpha Zephyr Lantern II');
    expect(res.json().name).toBe('Alpha Zephyr Lantern II');
  });
});
