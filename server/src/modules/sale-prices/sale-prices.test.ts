import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SalePreview, SaleRule } from '@storefront/contract/sale-prices';
import { queryRows } from '../../db/client.ts';
import { as } from '../../test/signed-in.test-helpers.ts';
import { loadCatalogFixtures } from '../../test/catalog.test-helpers.ts';
import { clearTables, injectAs, signInAs, type TestApp } from '../../test/test-app.ts';

/** The first cards of the MTGJSON AllPrintings sample's DOM set, as an AllPrintings file. */
function domCards(count: number): string {
  const all = JSON.parse(
    readFileSync('/work/shared/data/tcg/mtg/mtgjson/AllPrintings.subset.json', 'utf8'),
  ) as {
    meta: unknown;
    data: Record<string, { cards: unknown[] }>;
  };
  const dom = all.data.DOM!;
  return JSON.stringify({ meta: all.meta, data: { DOM: { ...dom, cards: dom.cards.slice(0, count) } } });
}
import { readFileSync } from 'node:fs';
import { createTestApp } from '../../test/test-app.ts';
import { seedCheckoutMethods, validBody } from '../checkout/index.ts';
import { importCards } from '../tcg/index.ts';
import { applyDueSales } from './sale-schedule.ts';

let t: TestApp;
let me: ReturnType<typeof as>;
let staff: ReturnType<typeof as>;
let outdoorStaff: ReturnType<typeof as>;
let shopper: ReturnType<typeof as>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const store of Object.values(t.stores)) await seedCheckoutMethods(t.handle.db, store);
  me = as(t, await signInAs(t, 'cards', 'shopper'));
  await loadCatalogFixtures(t);
  await importCards(t.handle.db, t.stores.cards!, 'mtgjson', { text: domCards(6), fileName: 'DOM.json' });
  staff = as(t, await signInAs(t, 'cards', 'staff'));
  outdoorStaff = as(t, await signInAs(t, 'outdoor', 'staff'));
  shopper = as(t, await signInAs(t, 'cards', 'shopper'));
  for (const r of await queryRows<{ sku: string; id: number }>(
    t.handle.db,
    sql`select sku, id from products where tenant_id = ${t.stores.cards!.id}`,
  ))
    ids[r.sku] = r.id;
}, 120_000);
afterAll(() => t.close());
afterEach(async () => {
  const list = (await staff('GET', '/api/manage/sales/')).json<{ results: SaleRule[] }>();
  for (const s of list.results) await staff('DELETE', `/api/manage/sales/${s.id}/`);
  await clearTables(t, 'cart_items', 'orders');
});

const createSale = async (body: object) => {
  const res = await staff('POST', '/api/manage/sales/', { name: 'Sale', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<SaleRule>();
};
const anon = (url: string) => injectAs(t.app, 'cards.localhost', { method: 'GET', url });
type Item = { id: number; name: string; price: string; compare_at_price: string | null };
const gearByPrice = async () =>
  (await anon('/api/ecommerce/products/?category=gear&ordering=price')).json<{ results: Item[] }>().results;
const cardsByPrice = async (query = '') =>
  (await anon(`/api/ecommerce/products/tcg_search/?sort=price&${query}`)).json<{
    count: number;
    results: Item[];
  }>();

describe('sale prices', () => {
  it('a started sale reorders the price list, shows the regular price struck and is what checkout charges', async () => {
    expect((await gearByPrice()).map((p) => [p.name, p.price])).toEqual([
      ['Bravo Satchel', '12.50'],
      ['Alpha Zephyr Lantern', '30.00'],
      ['Charlie Tote', '99.99'],
    ]);
    const sale = await createSale({ product_id: ids['AZL-1'], kind: 'amount', amount: '28.00' });
    expect(sale).toMatchObject({ status: 'running', products_on_sale: 1, amount: '28.00', percent: null });

    expect((await gearByPrice()).map((p) => [p.name, p.price, p.compare_at_price])).toEqual([
      ['Alpha Zephyr Lantern', '2.00', '30.00'],
      ['Bravo Satchel', '12.50', '15.00'],
      ['Charlie Tote', '99.99', null],
    ]);
    const page = (await anon('/api/ecommerce/products/alpha-zephyr-lantern/')).json<Item>();
    expect([page.price, page.compare_at_price]).toEqual(['2.00', '30.00']);

    expect(
      (await me('POST', '/api/ecommerce/cart/', { product_id: ids['AZL-1'], quantity: 2 })).statusCode,
    ).toBe(201);
    const order = await me('POST', '/api/ecommerce/checkout/', { ...validBody(), total: '0.01' });
    expect(order.statusCode, order.body).toBe(201);
    const [placed] = (await me('GET', '/api/orders/')).json().results;
    expect(placed.subtotal).toBe('4.00');
    expect(placed.items.map((i: { price: string }) => i.price)).toEqual(['2.00']);
  });

  it('a sale on a set reorders the card search by price and moves its price filter', async () => {
    const before = await cardsByPrice();
    const dearest = before.results.at(-1)!;
    expect(before.count).toBeGreaterThan(2);
    expect((await cardsByPrice('max_price=0.01')).results.map((r) => r.id)).not.toContain(dearest.id);

    const preview = await staff('POST', '/api/manage/sales/preview/', {
      name: 'Dominaria',
      set_code: 'dom',
      kind: 'percent',
      percent: 50,
    });
    expect(preview.json<SalePreview>().count).toBe(before.count);

    await createSale({ product_id: dearest.id, kind: 'amount', amount: '100000.00' });
    const after = await cardsByPrice();
    expect(after.results[0]).toMatchObject({ id: dearest.id, price: '0.01' });
    expect((await cardsByPrice('max_price=0.01')).results.map((r) => r.id)).toContain(dearest.id);
  });

  it('a preview counts the products and shows five before and after, writing nothing', async () => {
    const gear = (await anon('/api/ecommerce/categories/')).json<{
      results: { id: number; slug: string }[];
    }>();
    const bags = gear.results.find((c) => c.slug === 'bags')!.id;
    const res = await staff('POST', '/api/manage/sales/preview/', {
      name: 'Bags',
      category_id: bags,
      kind: 'percent',
      percent: 10,
    });
    expect(res.json()).toEqual({
      count: 2,
      samples: [
        { id: ids['ZEPHYR-200'], name: 'Bravo Satchel', price: '12.50', sale_price: '11.25' },
        { id: ids['CT-3'], name: 'Charlie Tote', price: '99.99', sale_price: '89.99' },
      ],
    });
    expect((await gearByPrice())[0]!.price).toBe('12.50');
  });

  it('ending a sale restores the regular and compare-at prices', async () => {
    const gear = (await anon('/api/ecommerce/categories/')).json<{
      results: { id: number; slug: string }[];
    }>();
    const bags = gear.results.find((c) => c.slug === 'bags')!.id;
    const sale = await createSale({ category_id: bags, kind: 'percent', percent: 10 });
    expect(sale.products_on_sale).toBe(2);
    expect((await gearByPrice()).map((p) => [p.name, p.price, p.compare_at_price])).toEqual([
      ['Bravo Satchel', '11.25', '12.50'],
      ['Alpha Zephyr Lantern', '30.00', null],
      ['Charlie Tote', '89.99', '99.99'],
    ]);
    const ended = await staff('POST', `/api/manage/sales/${sale.id}/end/`);
    expect(ended.json()).toMatchObject({ status: 'ended', products_on_sale: 0 });
    expect((await gearByPrice()).map((p) => [p.name, p.price, p.compare_at_price])).toEqual([
      ['Bravo Satchel', '12.50', '15.00'],
      ['Alpha Zephyr Lantern', '30.00', null],
      ['Charlie Tote', '99.99', null],
    ]);
  });

  it('the first sale by position prices a product, and reordering changes the winner', async () => {
    const first = await createSale({ product_id: ids['CT-3'], kind: 'amount', amount: '9.99' });
    const second = await createSale({ product_id: ids['CT-3'], kind: 'percent', percent: 50 });
    expect((await gearByPrice()).at(-1)!.price).toBe('90.00');
    const order = await staff('PUT', '/api/manage/sales/order/', { ids: [second.id, first.id] });
    expect(order.json<{ results: SaleRule[] }>().results.map((s) => [s.id, s.products_on_sale])).toEqual([
      [second.id, 1],
      [first.id, 0],
    ]);
    expect((await gearByPrice()).at(-1)!.price).toBe('50.00');
  });

  it('the scheduled step starts and ends a sale on time, once', async () => {
    const now = Date.now();
    const at = (minutes: number) => new Date(now + minutes * 60_000);
    const sale = await createSale({
      product_id: ids['CT-3'],
      kind: 'percent',
      percent: 20,
      starts_at: at(60).toISOString(),
      ends_at: at(120).toISOString(),
    });
    expect(sale).toMatchObject({ status: 'scheduled', products_on_sale: 0 });
    expect(await applyDueSales(t.handle.db, at(1))).toBe(0);
    expect(await applyDueSales(t.handle.db, at(61))).toBe(1);
    expect(await applyDueSales(t.handle.db, at(62))).toBe(0);
    expect((await gearByPrice()).at(-1)!.price).toBe('79.99');
    expect(await applyDueSales(t.handle.db, at(121))).toBe(1);
    expect((await gearByPrice()).at(-1)!.price).toBe('99.99');
  });

  it('answers bad sales with 400 and the fields, saving nothing', async () => {
    const bad = async (body: object) => {
      const res = await staff('POST', '/api/manage/sales/', {
        name: 'Bad',
        kind: 'percent',
        percent: 10,
        ...body,
      });
      expect(res.statusCode, res.body).toBe(400);
      return res.json<{ fields: Record<string, string> }>().fields;
    };
    expect(await bad({ percent: 0 })).toMatchObject({ percent: 'More than 0' });
    expect(await bad({ percent: 101 })).toMatchObject({ percent: 'At most 100' });
    expect(await bad({ kind: 'amount', percent: null })).toMatchObject({ amount: 'Enter the amount off' });
    expect(await bad({ kind: 'bogo' })).toHaveProperty('kind');
    expect(await bad({ name: ' ' })).toMatchObject({ name: 'Name the sale' });
    expect(await bad({ starts_at: '2026-12-05T10:00:00Z', ends_at: '2026-12-04T10:00:00Z' })).toMatchObject({
      ends_at: 'The sale must end after it starts',
    });
    expect(await bad({ starts_at: 'tomorrow' })).toHaveProperty('starts_at');
    expect(await bad({ product_id: 99_999_999 })).toMatchObject({ product_id: 'No such product' });
    expect((await staff('GET', '/api/manage/sales/')).json()).toEqual({ results: [] });
  });

  it("keeps stores apart: another store's staff neither see nor touch a sale, nor name its products", async () => {
    const sale = await createSale({ product_id: ids['AZL-1'], kind: 'percent', percent: 10 });
    expect((await outdoorStaff('GET', '/api/manage/sales/')).json()).toEqual({ results: [] });
    for (const [method, url] of [
      ['POST', `/api/manage/sales/${sale.id}/end/`],
      ['POST', `/api/manage/sales/${sale.id}/start/`],
      ['DELETE', `/api/manage/sales/${sale.id}/`],
    ] as const)
      expect((await outdoorStaff(method, url)).statusCode).toBe(404);
    const named = await outdoorStaff('POST', '/api/manage/sales/', {
      name: 'Theirs',
      product_id: ids['AZL-1'],
      kind: 'percent',
      percent: 90,
    });
    expect(named.statusCode).toBe(400);
    const outdoorTent = (
      await injectAs(t.app, 'outdoor.localhost', { method: 'GET', url: '/api/ecommerce/products/' })
    ).json<{ results: Item[] }>().results;
    expect(outdoorTent.map((p) => p.price)).toEqual(['250.00']);
    expect((await staff('GET', '/api/manage/sales/')).json<{ results: SaleRule[] }>().results).toHaveLength(
      1,
    );
  });

  it('lets only staff and admins manage sales', async () => {
    expect((await shopper('GET', '/api/manage/sales/')).statusCode).toBe(403);
    expect(
      (await shopper('POST', '/api/manage/sales/', { name: 'x', kind: 'percent', percent: 5 })).statusCode,
    ).toBe(403);
    expect((await anon('/api/manage/sales/')).statusCode).toBe(401);
  });
});
