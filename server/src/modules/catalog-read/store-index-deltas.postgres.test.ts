import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestContext } from '../../platform/tenancy.ts';
import { loadCatalogFixtures } from '../../test/catalog.test-helpers.ts';
import { appOn, createTestApp, hasPostgres, injectAs, signInAs, type TestApp } from '../../test/test-app.ts';
import { answerOf, freshReadModel } from './catalog-read.test-helpers.ts';

// Two app instances on one PostgreSQL: a write through the first reaches the second's read model through
// the change log (decision 050): its next read after the write's notification applies it as a delta.
let t: TestApp;
let other: FastifyInstance;
/** The second instance's read model, at its data versions. */
const read = freshReadModel();
beforeAll(async () => {
  if (!hasPostgres) return;
  t = await createTestApp({ postgres: true });
  await loadCatalogFixtures(t);
  other = await appOn(t.handle.db, {});
  await other.ready();
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

const CHEAPEST = '/api/ecommerce/products/?ordering=price';
const onOther = () =>
  answerOf(
    read.inProcess,
    requestContext(t.handle.db, t.stores.cards!, null, undefined, other.dataVersions),
    CHEAPEST,
  );

describe.skipIf(!hasPostgres)('the list index of another instance', () => {
  it('shows a price written on the first in process, without loading the store again', async () => {
    for (const deadline = Date.now() + 30_000; !(await onOther());) {
      if (Date.now() > deadline) throw new Error('the list index never loaded');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const loads = read.indexes.list.counts.loads;
    const staff = await signInAs(t, 'cards', 'staff');
    const call = (method: 'GET' | 'PUT', url: string, payload?: object) =>
      injectAs(t.app, staff.host, { method, url, headers: staff.headers, payload });
    const lantern = (
      await injectAs(t.app, 'cards.localhost', {
        method: 'GET',
        url: '/api/ecommerce/products/alpha-zephyr-lantern/',
      })
    ).json<{ id: number }>();
    const manage = (await call('GET', `/api/manage/products/${lantern.id}/`)).json();
    const put = await call('PUT', `/api/manage/products/${lantern.id}/variants/${manage.variants[0].id}/`, {
      price: '0.03',
      stock: 20,
    });
    expect(put.statusCode, put.body).toBe(200);
    let first: { slug: string; price: string } | undefined;
    for (const deadline = Date.now() + 2_000; first?.price !== '0.03' && Date.now() < deadline;) {
      const answer = await onOther();
      expect(answer).not.toBeNull();
      first = JSON.parse(answer!.body).results[0];
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(first).toMatchObject({ slug: 'alpha-zephyr-lantern', price: '0.03' });
    expect(read.indexes.list.counts.loads).toBe(loads);
  });
});
