import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { TenantRow } from '../../db/tenants.tables.ts';
import { queryRows } from '../../db/client.ts';
import { importCards } from '../tcg/index.ts';
import { as, type Who } from '../../test/signed-in.test-helpers.ts';
import type { TestApp } from '../../test/test-app.ts';

/** A card's Near Mint variant as staff see it (added when the card has none), for restocking it. */
export async function nearMintVariant(t: TestApp, staff: Who, productId: number) {
  const call = as(t, staff);
  const product = (await call('GET', `/api/manage/products/${productId}/`)).json<{
    sku: string;
    variants: { id: number; name: string; condition: string; finish: string }[];
  }>();
  const nearMint = product.variants.filter((v) => v.condition === 'NM');
  const found = nearMint.find((v) => !/foil/i.test(`${v.finish} ${v.name}`)) ?? nearMint[0];
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

/** Imports the Pokémon Base set into a store (the card data the buylist tests start from too). */
export async function importBaseSet(t: TestApp, store: TenantRow) {
  const data = path.join(import.meta.dirname, '../tcg/demo-data/pokemon');
  await importCards(t.handle.db, store, 'pokemon', {
    text: readFileSync(path.join(data, 'cards/en/base1.json'), 'utf8'),
    fileName: 'base1.json',
    setsText: readFileSync(path.join(data, 'sets/en.json'), 'utf8'),
  });
}

/** `limit` active cards of a store with no unit in stock, whose names no other product shares, by id. */
export function distinctCards(t: TestApp, tenantId: string, limit: number) {
  return queryRows<{ id: number; name: string }>(
    t.handle.db,
    sql`select p.id, p.name from products p join tcg_cards c on c.tenant_id = p.tenant_id and c.product_id = p.id
         where p.tenant_id = ${tenantId} and p.is_active
           and not exists (select 1 from supplier_stocks s where s.tenant_id = p.tenant_id and s.product_id = p.id
                            and s.quantity > 0)
           and (select count(*) from products o where o.tenant_id = p.tenant_id and lower(o.name) = lower(p.name)) = 1
         order by p.id limit ${limit}`,
  );
}
