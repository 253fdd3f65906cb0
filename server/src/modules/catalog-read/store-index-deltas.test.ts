import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Transaction } from '../../db/client.ts';
import { withTenant } from '../../db/tenant-scope.ts';
import { dataChanged } from '../../platform/data-versions.ts';
import { requestContext } from '../../platform/tenancy.ts';
import { loadCatalogFixtures } from '../../test/catalog.test-helpers.ts';
import { createTestApp, injectAs, signInAs, type TestApp } from '../../test/test-app.ts';
import { setVariantPricesFrom } from '../catalog/index.ts';
import { answerOf, freshReadModel, readerContext } from './catalog-read.test-helpers.ts';
import { EXACT_COUNT_LIMIT } from './product-counts.ts';
import { loadSearchIndex, type SearchIndex } from './search-index-build.ts';
import { loadSuggestionIndex, type SuggestionIndex } from './suggestion-index-build.ts';

// One freshness rule (decision 050): after a write, the next read applies the logged changes to the
// store's structures and answers in process, as SQL would, without loading the store whole.

const read = freshReadModel();
let t: TestApp;
const HOST = 'cards.localhost';
beforeAll(async () => {
  t = await createTestApp();
  await loadCatalogFixtures(t);
  const cards = t.stores.cards!.id;
  // 1,200 products of one variant each, in two categories: room for a pricing run of 1,000 prices.
  await withTenant(t.handle.db, cards, async (tx) => {
    await tx.execute(sql`insert into products (tenant_id, slug, name, sku, price, category_id)
      select ${cards}, 'run-' || g, 'Run ' || g, 'RUN-' || g, 5 + g % 40,
        (select id from categories where tenant_id = ${cards} and slug = case when g % 2 = 0 then 'books' else 'bags' end)
      from generate_series(1, 1200) g`);
    await tx.execute(sql`insert into product_variants (tenant_id, product_id, name, sku, price)
      select tenant_id, id, 'Default', sku, price from products where tenant_id = ${cards} and slug like 'run-%'`);
  });
});
afterAll(() => t.close());

/**
 * What the in-process reader and SQL answer for `path`: both must answer, and the same; a list of more than
 * EXACT_COUNT_LIMIT products the same products (SQL estimates its count, the index counts it).
 */
async function inProcess(path: string) {
  const fast = await answerOf(read.inProcess, readerContext(t, HOST), path);
  const bySql = (await answerOf(read.sql, readerContext(t, HOST), path))!;
  expect({ path, inProcess: fast !== null }).toEqual({ path, inProcess: true });
  const [mine, theirs] = [JSON.parse(fast!.body), JSON.parse(bySql.body)];
  if (theirs.count > EXACT_COUNT_LIMIT)
    expect({ path, ...mine, count: 0 }).toEqual({ path, ...theirs, count: 0 });
  else expect({ path, ...fast }).toEqual({ path, ...bySql });
  return mine;
}

/** Until every structure answers in process (the first loads). */
async function warm() {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
    const ctx = readerContext(t, HOST);
    const all = await Promise.all(
      [
        '/api/ecommerce/products/',
        '/api/ecommerce/products/?search=lantern',
        '/api/ecommerce/search/suggestions/?q=run',
      ].map((path) => answerOf(read.inProcess, ctx, path)),
    );
    if (all.every((answer) => answer !== null)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the indexes never loaded');
}

const loads = () => ({
  list: read.indexes.list.counts.loads,
  search: read.indexes.search.counts.loads,
  suggestions: read.indexes.suggestions.counts.loads,
});

async function asStaff(method: 'GET' | 'PATCH' | 'PUT', url: string, payload?: object) {
  const staff = await signInAs(t, 'cards', 'staff');
  const res = await injectAs(t.app, staff.host, { method, url, headers: staff.headers, payload });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
}

/** `work` in one transaction of the cards store that announces a change of its products, as writes do. */
const announced = (work: (tx: Transaction) => Promise<unknown>) =>
  requestContext(t.handle.db, t.stores.cards!, null, undefined, t.app.dataVersions).db(async (tx) => {
    await work(tx);
    await dataChanged(tx, t.stores.cards!.id, 'products');
  });

const idOf = async (slug: string) =>
  (
    await queryRows<{ id: number }>(t.handle.db, sql`select id from products where slug = ${slug} limit 1`)
  )[0]!.id;

type Item = { slug: string; name: string; price: string; category: { name: string } | null };

/**
 * The products the cards store's search index holds now: it must be current (not waiting for a load) and
 * exactly what a whole load reads, number for number, word for word.
 */
async function searchIndexHolds() {
  const entry = read.indexes.search.entry(t.stores.cards!.id);
  expect(entry?.stale).toBe(false);
  const loaded = await loadSearchIndex(readerContext(t, HOST), 100_000, 2_000);
  if (loaded === 'over limit') throw new Error('over limit');
  const words = (index: SearchIndex) =>
    [...index.postings]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([w, p]) => [w, [...p.docs], [...p.weights]]);
  expect([...entry!.index.ids]).toEqual([...loaded.ids]);
  expect([...entry!.index.digests]).toEqual([...loaded.digests]);
  expect(words(entry!.index)).toEqual(words(loaded));
  return [...entry!.index.ids];
}

/** The cards store's suggestion index, current and exactly what a whole load reads. */
async function suggestionIndexHolds() {
  const entry = read.indexes.suggestions.entry(t.stores.cards!.id);
  expect(entry?.stale).toBe(false);
  const loaded = await loadSuggestionIndex(readerContext(t, HOST), 100_000);
  if (loaded === 'over limit') throw new Error('over limit');
  const plain = (index: SuggestionIndex) => ({
    ...index,
    ids: [...index.ids],
    digests: [...index.digests],
    holders: [...index.holders],
    starts: [...index.starts],
    trigramWords: [...index.trigramWords]
      .map(([trigram, words]) => [trigram, [...words]])
      .sort(([a], [b]) => (a! < b! ? -1 : 1)),
    categoryTrigrams: [...index.categoryTrigrams].sort(([a], [b]) => (a < b ? -1 : 1)),
  });
  expect(plain(entry!.index)).toEqual(plain(loaded));
  return [...entry!.index.ids];
}

describe('the list, search and suggestion indexes after a write', () => {
  it('stay warm after a staff edit of one product: the next read answers in process with its new price', async () => {
    await warm();
    const before = loads();
    const listed = () => read.indexes.list.entry(t.stores.cards!.id)!.index;
    const { orders: ordersBefore, byId } = listed();
    const id = await idOf('alpha-zephyr-lantern');
    const product = await asStaff('GET', `/api/manage/products/${id}/`);
    await asStaff('PUT', `/api/manage/products/${id}/variants/${product.variants[0].id}/`, {
      price: '0.07',
      stock: 3,
    });
    const cheapest = await inProcess('/api/ecommerce/products/?ordering=price');
    expect(cheapest.results[0]).toMatchObject({ slug: 'alpha-zephyr-lantern', price: '0.07' });
    await inProcess('/api/ecommerce/products/?search=lantern');
    await inProcess('/api/ecommerce/search/suggestions/?q=alpha');
    expect(loads()).toEqual(before);
    expect(read.indexes.list.counts.deltas).toBeGreaterThan(0);
    // Applied in place: every product kept its number, so the name order and the id lookup are the same
    // arrays, the price order is merged again and the other orders, whose keys did not move, are kept.
    const { orders } = listed();
    expect(orders.name).toBe(ordersBefore.name);
    expect(listed().byId).toBe(byId);
    expect(orders.price).not.toBe(ordersBefore.price);
    expect(orders.created_at).toBe(ordersBefore.created_at);
  });

  it('stay warm after a pricing run of 1,000 prices', async () => {
    await warm();
    const before = loads();
    const cards = t.stores.cards!.id;
    await announced((tx) =>
      setVariantPricesFrom(
        tx,
        cards,
        sql`select v.id as variant_id, 1000 + p.id % 7 as price
        from product_variants v join products p on p.tenant_id = v.tenant_id and p.id = v.product_id
        where v.tenant_id = ${cards} and p.slug like 'run-%' order by p.id limit 1000`,
      ),
    );
    const dearest = await inProcess('/api/ecommerce/products/?ordering=-price&page_size=100');
    expect(dearest.count).toBeGreaterThan(1200);
    expect(dearest.results.every((p: Item) => Number(p.price) >= 1000)).toBe(true);
    await inProcess('/api/ecommerce/products/?category=books&ordering=price&page=7&page_size=100');
    await inProcess('/api/ecommerce/search/suggestions/?q=run');
    await inProcess('/api/ecommerce/products/?search=run');
    expect(loads()).toEqual(before);
  });

  it('apply a rename, a move to another category and a new product in name order, without a whole load', async () => {
    await warm();
    const before = loads();
    const id = await idOf('run-17');
    const namesBefore = read.indexes.list.entry(t.stores.cards!.id)!.index.orders.name;
    await asStaff('PATCH', `/api/manage/products/${id}/`, { name: 'Aaa First Now' });
    expect((await inProcess('/api/ecommerce/products/')).results[0]).toMatchObject({ slug: 'run-17' });
    // A rename moves the product: the delta renumbers the store (not in place).
    expect(read.indexes.list.entry(t.stores.cards!.id)!.index.orders.name).not.toBe(namesBefore);
    const gear = (
      await queryRows<{ id: number }>(
        t.handle.db,
        sql`select id from categories where slug = 'gear' and tenant_id = ${t.stores.cards!.id}`,
      )
    )[0]!.id;
    await asStaff('PATCH', `/api/manage/products/${id}/`, { category_id: gear });
    const inGear = await inProcess('/api/ecommerce/products/?category=gear&page_size=100');
    expect(inGear.results.map((p: Item) => p.slug)).toContain('run-17');
    await announced((tx) =>
      tx.execute(sql`insert into products (tenant_id, slug, name, sku, price)
        values (${t.stores.cards!.id}, 'run-new', 'Run 1000a', 'RUN-NEW', 3)`),
    );
    const named = await inProcess('/api/ecommerce/products/?page_size=100&page=2');
    await inProcess('/api/ecommerce/products/?ordering=price');
    expect(named.count).toBe((await inProcess('/api/ecommerce/products/')).count);
    // The search index takes the new words and the new name order in too.
    const found = await inProcess('/api/ecommerce/products/?search=first');
    expect(found.results.map((p: Item) => p.slug)).toEqual(['run-17']);
    const runs = await inProcess('/api/ecommerce/products/?search=run&page_size=100');
    expect(runs.results.map((p: Item) => p.slug)).toContain('run-new');
    expect(runs.results.map((p: Item) => p.slug)).not.toContain('run-17');
    await inProcess('/api/ecommerce/products/?search=run%201000a');
    expect(await searchIndexHolds()).toContain(await idOf('run-new'));
    await inProcess('/api/ecommerce/search/suggestions/?q=aaa');
    expect(await suggestionIndexHolds()).toContain(await idOf('run-new'));
    await inProcess('/api/ecommerce/search/suggestions/?q=first');
    expect(loads()).toEqual(before);
  });

  it('drop deactivated and deleted products, and show a renamed category, without a whole load', async () => {
    await warm();
    const before = loads();
    await asStaff('PATCH', `/api/manage/products/${await idOf('run-4')}/`, { is_active: false });
    await announced(async (tx) => {
      const run6 = sql`(select id from products where slug = 'run-6')`;
      await tx.execute(sql`delete from product_variants where product_id = ${run6}`);
      await tx.execute(sql`delete from products where id = ${run6}`);
    });
    const all = await inProcess('/api/ecommerce/products/?ordering=-price&page_size=100&page=2');
    const slugs = (await inProcess('/api/ecommerce/products/?category=books&page_size=100')).results.map(
      (p: Item) => p.slug,
    );
    expect(slugs).not.toContain('run-4');
    expect(slugs).not.toContain('run-6');
    expect(all.count).toBeGreaterThan(0);
    await inProcess('/api/ecommerce/search/suggestions/?q=run');
    expect(await suggestionIndexHolds()).not.toContain(await idOf('run-4'));
    expect(loads().suggestions).toBe(before.suggestions);
    // A category renamed: the suggestions, which show category names, are loaded whole (decision 050).
    const books = (
      await queryRows<{ id: number }>(
        t.handle.db,
        sql`select id from categories where slug = 'books' and tenant_id = ${t.stores.cards!.id}`,
      )
    )[0]!.id;
    await asStaff('PUT', `/api/manage/categories/${books}/`, { name: 'Books and Runs', parent: null });
    const renamed = await inProcess(`/api/ecommerce/products/?category=${books}&page_size=100`);
    expect(renamed.results[0].category).toMatchObject({ name: 'Books and Runs' });
    const runs = await inProcess('/api/ecommerce/products/?search=run&page_size=100&page=1');
    expect(runs.results.map((p: Item) => p.slug)).not.toContain('run-4');
    expect(runs.results.map((p: Item) => p.slug)).not.toContain('run-6');
    const held = await searchIndexHolds();
    expect(held).not.toContain(await idOf('run-4'));
    expect(held).toContain(await idOf('run-5'));
    expect(loads()).toMatchObject({ list: before.list, search: before.search });
  });

  it('move best sellers up in the suggestions after orders, without a whole load', async () => {
    await warm();
    const before = loads();
    await announced((tx) =>
      tx.execute(sql`update products set units_sold = units_sold + case slug when 'run-900' then 7 else 3 end
        where tenant_id = ${t.stores.cards!.id} and slug in ('run-900', 'run-31', 'run-32')`),
    );
    const run = await inProcess('/api/ecommerce/search/suggestions/?q=run');
    const products = run.suggestions.filter((s: { type: string }) => s.type === 'product');
    expect(products.slice(0, 3).map((s: { slug: string }) => s.slug)).toEqual([
      'run-900',
      'run-31',
      'run-32',
    ]);
    await suggestionIndexHolds();
    expect(loads()).toEqual(before);
  });
});

describe('kept product pages', () => {
  it('keep their own signal: with the list index off they are still kept, and dropped by a write', async () => {
    const noList = freshReadModel({ listIndex: { storeProducts: 0, totalProducts: 0 } });
    const url = '/api/ecommerce/products/bravo-satchel/';
    const page = async () => {
      const ctx = readerContext(t, HOST);
      const kept = await answerOf(noList.inProcess, ctx, url);
      return { kept, bySql: (await answerOf(noList.sql, ctx, url))! };
    };
    await page();
    const first = await page();
    expect(first.kept).toEqual(first.bySql);
    await asStaff('PATCH', `/api/manage/products/${await idOf('bravo-satchel')}/`, {
      description: 'Kept anew',
    });
    const after = await page();
    expect(after.kept).toBeNull();
    expect(JSON.parse(after.bySql.body).description).toBe('Kept anew');
    const again = await page();
    expect(again.kept).toEqual(again.bySql);
  });
});
