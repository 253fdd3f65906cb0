import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { as, type Who } from '../../test/signed-in.test-helpers.ts';
import type { TestApp } from '../../test/test-app.ts';

/** A card's Near Mint variant as staff see it (added when the card has none), for restocking it. */
export async function nearMintVariant(t: TestApp, staff: Who, productId: number) {
  const call = as(t, staff);
  const product = (await call('GET', `/api/manage/products/${productId}/`)).json<{
    sku: string;
    variants: { id: number; condition: string; finish: string; price: string; stock: number }[];
  }>();
  const found = product.variants.find((v) => v.condition === 'NM' && !/foil/i.test(v.finish));
  if (found) return found.id;
  const res = await call('POST', `/api/manage/products/${productId}/variants/`, {
    name: 'Near Mint',
    sku: `${product.sku}-WNM`,
    price: '1.00',
    stock: 0,
    condition: 'NM',
  });
  const added = res.json<{ variants: { id: number; sku: string }[] }>();
  return added.variants.find((v) => v.sku === `${product.sku}-WNM`)!.id;
}

/** Sets the staff's (the store's own) stock and price of a variant, as the product screen does. */
export async function setStock(
  t: TestApp,
  staff: Who,
  productId: number,
  variantId: number,
  stock: number,
  price: string,
) {
  const res = await as(t, staff)('PUT', `/api/manage/products/${productId}/variants/${variantId}/`, {
    price,
    stock,
  });
  if (res.statusCode !== 200) throw new Error(`restock answered ${res.statusCode}: ${res.body}`);
}

/** The alert e-mails a store sent to `to`, oldest first. */
export function alertsTo(t: TestApp, slug: string, to: string) {
  return queryRows<{ subject: string; body: string; html: string }>(
    t.handle.db,
    sql`select subject, body, html from mail_outbox where tenant_id = ${t.stores[slug]!.id} and "to" = ${to}
         and body like '%on your wantlists%' order by id`,
  );
}

/** The e-mail address of a user of a store. */
export async function emailOf(t: TestApp, slug: string, username: string) {
  const [row] = await queryRows<{ email: string }>(
    t.handle.db,
    sql`select email from users where tenant_id = ${t.stores[slug]!.id} and username = ${username}`,
  );
  return row!.email;
}
