import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../db/tenant-scope.ts';
import { injectAs, signInAs, type TestApp } from '../../test/test-app.ts';
import { categories, products } from '../catalog/tables.ts';
import { manageTestApp, newCategory } from './manage.test-helpers.ts';

let t: TestApp;
let lantern: number;
beforeAll(async () => {
  ({ t, lantern } = await manageTestApp());
});
afterAll(() => t.close());

const inCards = <T>(work: Parameters<typeof withTenant<T>>[2]) =>
  withTenant(t.handle.db, t.stores.cards!.id, work);

describe('DELETE /api/manage/categories/{id}/', () => {
  it('deletes a category that has children and products; they stay in the store, without it', async () => {
    const cards = t.stores.cards!.id;
    const parent = await newCategory(t, 'cards', 'Doomed Parent');
    const child = await newCategory(t, 'cards', 'Orphan Child');
    await inCards(async (tx) => {
      await tx.update(categories).set({ parentId: parent }).where(eq(categories.id, child));
      await tx.update(products).set({ categoryId: parent }).where(eq(products.id, lantern));
    });
    const staff = await signInAs(t, 'cards', 'staff');
    const res = await injectAs(t.app, staff.host, {
      method: 'DELETE',
      url: `/api/manage/categories/${parent}/`,
      headers: staff.headers,
    });
    expect(res.statusCode).toBe(204);
    const [childRow] = await inCards((tx) =>
      tx
        .select()
        .from(categories)
        .where(and(eq(categories.tenantId, cards), eq(categories.id, child))),
    );
    expect(childRow).toMatchObject({ tenantId: cards, parentId: null, slug: 'orphan-child' });
    const [product] = await inCards((tx) =>
      tx
        .select()
        .from(products)
        .where(and(eq(products.tenantId, cards), eq(products.id, lantern))),
    );
    expect(product).toMatchObject({ tenantId: cards, categoryId: null, sku: 'AZL-1' });
    const gone = await inCards((tx) => tx.select().from(categories).where(eq(categories.id, parent)));
    expect(gone).toEqual([]);
  });

  it('answers 404 for another store’s category and leaves it alone', async () => {
    const theirs = await newCategory(t, 'outdoor', 'Not Yours');
    const staff = await signInAs(t, 'cards', 'staff');
    const res = await injectAs(t.app, staff.host, {
      method: 'DELETE',
      url: `/api/manage/categories/${theirs}/`,
      headers: staff.headers,
    });
    expect(res.statusCode).toBe(404);
    const kept = await withTenant(t.handle.db, t.stores.outdoor!.id, (tx) =>
      tx.select().from(categories).where(eq(categories.id, theirs)),
    );
    expect(kept).toHaveLength(1);
  });
});
