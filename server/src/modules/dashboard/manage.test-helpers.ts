import { withTenant } from '../../db/tenant-scope.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { usersNamed } from '../auth/index.ts';
import { loadCatalogFixtures } from '../../test/catalog.test-helpers.ts';
import { insertCategory, variantsOf } from '../catalog/index.ts';
import { placeOrder, prepareStores, productIdBySku } from './dashboard.test-helpers.ts';

/** A test app with both fixture catalogues, checkout methods, and handles on the objects the tests touch. */
export async function manageTestApp() {
  const t = await createTestApp();
  await prepareStores(t);
  await loadCatalogFixtures(t);
  const lantern = await productIdBySku(t, 'cards', 'AZL-1');
  const cards = t.stores.cards!;
  const [variant] = await withTenant(t.handle.db, cards.id, (tx) => variantsOf(tx, cards.id, [lantern]));
  return { t, lantern, lanternVariant: variant!.id };
}

export async function userId(t: TestApp, slug: string, username: string): Promise<number> {
  const store = t.stores[slug]!;
  const [row] = await withTenant(t.handle.db, store.id, (tx) => usersNamed(tx, store.id, [username]));
  return row!.id;
}

export async function newCategory(t: TestApp, slug: string, name: string): Promise<number> {
  const store = t.stores[slug]!;
  const row = await withTenant(t.handle.db, store.id, (tx) =>
    insertCategory(tx, store.id, { slug: name.toLowerCase().replace(/\W+/g, '-'), name, parentId: null }),
  );
  return row.id;
}

/** A fresh pending order of one lantern in the card shop. */
export const pendingOrder = async (t: TestApp, productId: number) =>
  (await placeOrder(t, 'cards', 'shopper', productId)).order_id;
