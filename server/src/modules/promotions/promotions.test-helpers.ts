import { withTenant } from '../../db/tenant-scope.ts';
import type { TestApp } from '../../test/test-app.ts';
import { ensureCategory, updateProduct } from '../catalog/index.ts';

/** A code body as staff send it: 10 % off the order unless told. */
export const codeBody = (over: Record<string, unknown> = {}) => ({
  code: 'SAVE10',
  kind: 'percent',
  percent: 10,
  ...over,
});

/** Puts products in a new category under a new parent (answers both ids: parent, child). */
export async function inCategory(t: TestApp, slug: string, productIds: number[]) {
  const store = t.stores.cards!;
  return withTenant(t.handle.db, store.id, async (tx) => {
    const parent = await ensureCategory(tx, store.id, {
      slug: `${slug}-all`,
      name: `${slug} all`,
      parentId: null,
    });
    const child = await ensureCategory(tx, store.id, { slug, name: slug, parentId: parent });
    for (const id of productIds) await updateProduct(tx, store.id, id, { categoryId: child });
    return [parent, child] as const;
  });
}
