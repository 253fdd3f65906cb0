import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.ts';
import { importCards } from '../tcg/index.ts';

/** Imports the Pokémon Base set (cards with their market prices) into a store, as the buylist tests start. */
export async function importBaseSet(db: Database, store: Parameters<typeof importCards>[1]) {
  const data = path.join(import.meta.dirname, '../tcg/demo-data/pokemon');
  await importCards(db, store, 'pokemon', {
    text: readFileSync(path.join(data, 'cards/en/base1.json'), 'utf8'),
    fileName: 'base1.json',
    setsText: readFileSync(path.join(data, 'sets/en.json'), 'utf8'),
  });
}

/** A store's cards with no Near Mint unit in stock, with their Near Mint non-foil market price, by id. */
export function cardsWithMarket(db: Database, tenantId: string, limit: number) {
  return queryRows<{ id: number; name: string; market: string; stock: number }>(
    db,
    sql`select * from (select p.id, p.name,
               coalesce((select v.price from product_variants v where v.tenant_id = p.tenant_id
                          and v.product_id = p.id and coalesce(v.attributes->>'condition', 'NM') = 'NM'
                          and coalesce((v.attributes->>'is_foil')::boolean, false) = false
                          order by v.sort_order, v.id limit 1), p.price)::text as market,
               (select coalesce(sum(s.quantity), 0)::int from supplier_stocks s
                  join product_variants v on v.tenant_id = s.tenant_id and v.id = s.variant_id
                 where s.tenant_id = p.tenant_id and s.product_id = p.id
                   and coalesce(v.attributes->>'condition', 'NM') = 'NM') as stock
          from products p join tcg_cards c on c.tenant_id = p.tenant_id and c.product_id = p.id
         where p.tenant_id = ${tenantId} and p.is_active and p.price >= 1) cards
         where stock = 0 order by id limit ${limit}`,
  );
}

/** The units of a card held by one supplier (null: the store itself), and the receipts' unit costs. */
export async function receivedBy(
  db: Database,
  tenantId: string,
  productId: number,
  supplierId: number | null,
) {
  return queryRows<{ condition: string; quantity: number; unit_cost: string }>(
    db,
    sql`select v.attributes->>'condition' as condition, s.quantity, r.unit_cost::text
          from supplier_stocks s
          join product_variants v on v.tenant_id = s.tenant_id and v.id = s.variant_id
          join stock_receipts r on r.tenant_id = s.tenant_id and r.supplier_stock_id = s.id
         where s.tenant_id = ${tenantId} and s.product_id = ${productId} and s.supplier_id is not distinct from ${supplierId}
         order by 1`,
  );
}

/** Subjects of the mail sent to an address, oldest first. */
export async function subjectsTo(db: Database, to: string) {
  return (
    await queryRows<{ subject: string }>(
      db,
      sql`select subject from mail_outbox where "to" = ${to} order by id`,
    )
  ).map((r) => r.subject);
}
