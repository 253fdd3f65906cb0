import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { withTenant } from '../../db/tenant-scope.ts';
import { loadCatalogFixtures } from '../../test/catalog.test-helpers.ts';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app.ts';
import { reserveStock } from '../inventory/index.ts';
import { productSummaries } from './product-lookups.ts';
import { replaceImages, updateProduct } from './product-writes.ts';
import { deleteCategory, updateCategory } from './category-writes.ts';

// Product cards (decision 029) are kept by triggers: after each kind of write, the list, the category page
// and the product page must answer exactly what the live joins of the product's tables answer.

let t: TestApp;
let store: string;
beforeAll(async () => {
  t = await createTestApp();
  await loadCatalogFixtures(t);
  store = t.stores.cards!.id;
});
afterAll(() => t.close());

const db = () => t.handle.db;
const get = async <T>(url: string) => {
  const res = await injectAs(t.app, 'cards.localhost', { method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.json<T>();
};
type Item = { id: number; slug: string } & Record<string, unknown>;
const listed = async (query = '') =>
  (await get<{ results: Item[] }>(`/api/ecommerce/products/?page_size=100${query}`)).results;
const idOf = async (slug: string) =>
  (await queryRows<{ id: number }>(db(), sql`select id from products where slug = ${slug}`))[0]!.id;

/** The product as the live joins answer it (catalog.rows.ts `PRODUCT_FROM`, not the cards). */
const live = async (id: number) =>
  (await withTenant(db(), store, (tx) => productSummaries(tx, store, [id])))[0]!;

/** Every way a shopper reads the product agrees with the live joins. */
async function expectCardRight(slug: string) {
  const id = await idOf(slug);
  const truth = await live(id);
  expect((await listed()).find((p) => p.id === id)).toEqual(truth);
  const category = (truth.category as { slug: string } | null)?.slug;
  if (category) expect((await listed(`&category=${category}`)).find((p) => p.id === id)).toEqual(truth);
  const page = await get<Item>(`/api/ecommerce/products/${slug}/`);
  const { id: _id, ...shown } = truth;
  expect(page).toMatchObject(shown);
  return truth;
}

describe('product cards follow every write a shopper sees', () => {
  it('a product’s name and price edited', async () => {
    const id = await idOf('bravo-satchel');
    await withTenant(db(), store, (tx) =>
      updateProduct(tx, store, id, { name: 'Bravo Satchel Deluxe', price: 1399 }),
    );
    const card = await expectCardRight('bravo-satchel');
    expect(card).toMatchObject({ name: 'Bravo Satchel Deluxe', price: '13.99' });
  });

  it('an image added first, then the images reordered in SQL', async () => {
    const id = await idOf('charlie-tote');
    await withTenant(db(), store, (tx) =>
      replaceImages(
        tx,
        store,
        [id],
        [
          { productId: id, file: '/media/a.svg', altText: 'First' },
          { productId: id, file: '/media/b.svg', altText: '' },
        ],
      ),
    );
    expect((await expectCardRight('charlie-tote')).image).toEqual({
      file: '/media/a.svg',
      alt_text: 'First',
    });
    await withTenant(db(), store, (tx) =>
      tx.execute(sql`update product_images set sort_order = case file when '/media/b.svg' then 0 else 1 end
                     where product_id = ${id}`),
    );
    expect((await expectCardRight('charlie-tote')).image).toEqual({
      file: '/media/b.svg',
      alt_text: 'Charlie Tote',
    });
  });

  it('a category renamed, then deleted', async () => {
    const [books] = await queryRows<{ id: number }>(
      db(),
      sql`select id from categories where slug = 'books'`,
    );
    const fields = { slug: 'books', name: 'Almanacs', description: 'Year books', parentId: null };
    await withTenant(db(), store, (tx) => updateCategory(tx, store, books!.id, fields));
    expect((await expectCardRight('delta-almanac')).category).toMatchObject({ name: 'Almanacs' });
    await withTenant(db(), store, (tx) => deleteCategory(tx, store, books!.id));
    expect((await expectCardRight('delta-almanac')).category).toBeNull();
  });

  it('a product type and a supplier renamed', async () => {
    await withTenant(db(), store, (tx) =>
      tx.execute(sql`update product_types set name = 'Doohickey' where slug = 'widget'`),
    );
    expect((await expectCardRight('alpha-zephyr-lantern')).product_type).toMatchObject({
      name: 'Doohickey',
    });
    const [seller] = await queryRows<{ id: number }>(
      db(),
      sql`select u.id from users u join products p on p.supplier_id = u.id where p.slug = 'alpha-zephyr-lantern'`,
    );
    await withTenant(db(), store, (tx) =>
      tx.execute(sql`update users set username = 'renamed_seller' where id = ${seller!.id}`),
    );
    expect((await expectCardRight('alpha-zephyr-lantern')).supplier).toEqual({ username: 'renamed_seller' });
  });

  it('stock taken by checkout, and a variant deactivated', async () => {
    const id = await idOf('delta-almanac');
    const before = (await expectCardRight('delta-almanac')).available_stock;
    const [variant] = await queryRows<{ id: number }>(
      db(),
      sql`select variant_id as id from supplier_stocks where product_id = ${id} and quantity = 30`,
    );
    await withTenant(db(), store, (tx) =>
      reserveStock(tx, store, [
        { productId: id, variantId: variant!.id, name: 'Delta Almanac', quantity: 3 },
      ]),
    );
    expect((await expectCardRight('delta-almanac')).available_stock).toBe(before - 3);
    await withTenant(db(), store, (tx) =>
      tx.execute(sql`update product_variants set is_active = false where id = ${variant!.id}`),
    );
    expect((await expectCardRight('delta-almanac')).available_stock).toBeLessThan(before - 3);
  });

  it('a product deactivated leaves the list, and every product has exactly one card', async () => {
    const id = await idOf('bravo-satchel');
    await withTenant(db(), store, (tx) => updateProduct(tx, store, id, { isActive: false }));
    expect((await listed()).map((p) => p.slug)).not.toContain('bravo-satchel');
    const [missing] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from products p
          where not exists (select 1 from product_cards k where k.tenant_id = p.tenant_id and k.product_id = p.id)`,
    );
    expect(missing!.n).toBe(0);
  });
});

describe('the tenant wall of product cards', () => {
  it('a store sees, and may write, only its own cards', async () => {
    const other = t.stores.outdoor!.id;
    const [visible] = await withTenant(db(), store, (tx) =>
      queryRows<{ own: number; others: number }>(
        tx,
        sql`select count(*) filter (where tenant_id = ${store})::int as own,
                   count(*) filter (where tenant_id <> ${store})::int as others from product_cards`,
      ),
    );
    expect(visible!.own).toBeGreaterThan(0);
    expect(visible!.others).toBe(0);
    const [outdoorProduct] = await queryRows<{ id: number }>(
      db(),
      sql`select id from products where tenant_id = ${other} limit 1`,
    );
    await expect(
      withTenant(db(), store, (tx) =>
        tx.execute(sql`insert into product_cards (tenant_id, product_id, item)
                       values (${other}, ${outdoorProduct!.id}, '{}') on conflict do nothing`),
      ),
    ).rejects.toThrow();
    const outdoor = await injectAs(t.app, 'outdoor.localhost', {
      method: 'GET',
      url: '/api/ecommerce/products/?page_size=100',
    });
    const slugs = outdoor.json<{ results: Item[] }>().results.map((p) => p.slug);
    expect(slugs).not.toContain('alpha-zephyr-lantern');
    expect(slugs.length).toBeGreaterThan(0);
  });
});
