import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from './db/client.ts';
import { withTenant } from './db/tenant-scope.ts';
import { createTestApp, injectAs, type TestApp } from './test/test-app.ts';

const TOKEN = 'metrics-token-store-indexes';

let t: TestApp;
let ids: number[] = [];
beforeAll(async () => {
  t = await createTestApp({
    config: { metricsToken: TOKEN, listIndex: { storeProducts: 1_000, totalProducts: 10_000 } },
  });
  const store = t.stores.warehouse!;
  // Three cards of their own in one statement: products, and their card rows through the products' ids.
  const rows = await withTenant(t.handle.db, store.id, (tx) =>
    queryRows<{ id: number }>(
      tx,
      sql`with made as (insert into products (tenant_id, slug, name, sku, price)
            select ${store.id}, 'metric-' || g, 'Metric Dragon ' || g, 'METRIC-' || g, 2 + g
            from generate_series(1, 3) g returning id)
          insert into tcg_cards (tenant_id, product_id, game, set_code, set_name, rarity, colors, source, source_id)
          select ${store.id}, id, 'mtg', 'met', 'Metric Set', 'Rare', array['R'], 'test', id::text from made
          returning product_id as id`,
    ),
  );
  ids = rows.map((r) => r.id).sort((a, b) => a - b);
}, 600_000);
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  injectAs(t.app, 'warehouse.localhost', { method: 'GET', url, headers });

/** Each family's loads and deltas as `/metrics` shows them. */
async function counted(index: string) {
  const text = (await get('/metrics', { authorization: `Bearer ${TOKEN}` })).body;
  const value = (name: string) =>
    Number(
      new RegExp(`^storefront_store_index_${name}_total\\{index="${index}"\\} (\\d+)$`, 'm').exec(text)?.[1],
    );
  return { loads: value('loads'), deltas: value('deltas') };
}

describe('the store indexes on /metrics', () => {
  it('count the card index’s and the list index’s whole loads and deltas', async () => {
    const search = '/api/ecommerce/products/tcg_search/?sort=price';
    const list = '/api/ecommerce/products/?ordering=price';
    expect(await counted('cards')).toEqual({ loads: 0, deltas: 0 });
    expect(await counted('list')).toEqual({ loads: 0, deltas: 0 });
    expect((await get(search)).json().count).toBe(3);
    expect((await get(list)).json().count).toBe(3);
    expect(await counted('cards')).toEqual({ loads: 1, deltas: 0 });
    expect(await counted('list')).toEqual({ loads: 1, deltas: 0 });
    // A price written by hand: the card search sees it at its next search; the list after a version bump.
    await withTenant(t.handle.db, t.stores.warehouse!.id, (tx) =>
      queryRows(tx, sql`update products set price = 0.5 where id = ${ids[2]!}`),
    );
    t.app.dataVersions.bump(`${t.stores.warehouse!.id}:products`);
    expect((await get(search)).json().results[0].id).toBe(ids[2]);
    expect((await get(list)).json().results[0].id).toBe(ids[2]);
    expect(await counted('cards')).toEqual({ loads: 1, deltas: 1 });
    expect(await counted('list')).toEqual({ loads: 1, deltas: 1 });
    expect(await counted('search')).toEqual({ loads: 0, deltas: 0 });
  });
});
