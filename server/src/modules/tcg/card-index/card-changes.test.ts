import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Transaction } from '../../../db/client.ts';
import { withTenant } from '../../../db/tenant-scope.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// The change log's triggers (migrations 0025 and 0031, one function told by its argument what a row names):
// each write below runs in its own transaction and must log exactly the cards it names under that transaction.

let t: TestApp;
let card = 0;
let plain = 0;
let variant = 0;
let supplier = 0;

beforeAll(async () => {
  t = await createTestApp();
  await inStore(async (tx) => {
    const products = await queryRows<{ id: number }>(
      tx,
      sql`insert into products (tenant_id, slug, name, sku, price)
          values (${storeId()}, 'log-card', 'Log Card', 'LOG-1', 1), (${storeId()}, 'log-plain', 'Plain', 'LOG-2', 1)
          returning id`,
    );
    [card, plain] = products.map((p) => p.id) as [number, number];
    [{ id: variant }] = (await queryRows<{ id: number }>(
      tx,
      sql`insert into product_variants (tenant_id, product_id, name, sku, price)
          values (${storeId()}, ${card}, 'Near Mint', 'LOG-1-NM', 1) returning id`,
    )) as [{ id: number }];
    [{ id: supplier }] = (await queryRows<{ id: number }>(
      tx,
      sql`select id from users where tenant_id = ${storeId()} order by id limit 1`,
    )) as [{ id: number }];
  });
}, 600_000);
afterAll(() => t.close());

const storeId = () => t.stores.cards!.id;
const inStore = <T>(work: (tx: Transaction) => Promise<T>) => withTenant(t.handle.db, storeId(), work);

/** Runs `statement` in a transaction of its own and answers the products it logged, in order. */
async function logged(statement: ReturnType<typeof sql>): Promise<number[]> {
  return inStore(async (tx) => {
    await queryRows(tx, statement);
    const rows = await queryRows<{ product_id: number }>(
      tx,
      sql`select product_id from tcg_card_changes
          where tenant_id = ${storeId()} and txid = pg_current_xact_id()::text::bigint order by product_id`,
    );
    return rows.map((r) => r.product_id);
  });
}

describe('the card change log', () => {
  it('logs a card inserted, updated and deleted', async () => {
    expect(
      await logged(sql`insert into tcg_cards (tenant_id, product_id, game, set_code, set_name, rarity, source, source_id)
          values (${storeId()}, ${card}, 'mtg', 'log', 'Log Set', 'rare', 'test', 'log-1')`),
    ).toEqual([card]);
    expect(await logged(sql`update tcg_cards set rarity = 'mythic' where product_id = ${card}`)).toEqual([
      card,
    ]);
    expect(await logged(sql`update tcg_cards set rarity = 'rare' where product_id = ${plain}`)).toEqual([]);
  });

  it('logs a card when a stock row with units arrives or goes, and not for one without units', async () => {
    const stock = (quantity: number) =>
      sql`insert into supplier_stocks (tenant_id, product_id, variant_id, supplier_id, quantity, price)
          values (${storeId()}, ${card}, ${variant}, ${supplier}, ${quantity}, 1)`;
    expect(await logged(stock(0))).toEqual([]);
    expect(await logged(sql`delete from supplier_stocks where variant_id = ${variant}`)).toEqual([]);
    expect(await logged(stock(3))).toEqual([card]);
    expect(await logged(sql`update supplier_stocks set quantity = 0 where variant_id = ${variant}`)).toEqual([
      card,
    ]);
    expect(await logged(sql`update supplier_stocks set quantity = 2 where variant_id = ${variant}`)).toEqual([
      card,
    ]);
    expect(await logged(sql`delete from supplier_stocks where variant_id = ${variant}`)).toEqual([card]);
  });

  it('logs product 0 when the store’s terms are inserted, updated or deleted', async () => {
    expect(
      await logged(
        sql`insert into tcg_terms (tenant_id, kind, value) values (${storeId()}, 'name', 'log card')`,
      ),
    ).toEqual([0]);
    expect(await logged(sql`update tcg_terms set value = 'log card 2' where value = 'log card'`)).toEqual([
      0,
    ]);
    expect(await logged(sql`delete from tcg_terms where value = 'log card 2'`)).toEqual([0]);
  });

  it('logs a card deleted with its product', async () => {
    expect(await logged(sql`delete from tcg_cards where product_id = ${card}`)).toEqual([card]);
  });

  it('runs every statement-level trigger through the one function', async () => {
    const functions = await queryRows<{ name: string; triggers: number }>(
      t.handle.db,
      sql`select p.proname as name, count(*)::int as triggers from pg_trigger g join pg_proc p on p.oid = g.tgfoid
          where not g.tgisinternal and g.tgname like '%\_log\_%' group by p.proname order by p.proname`,
    );
    expect(functions).toEqual([
      { name: 'tcg_log_changes', triggers: 8 },
      { name: 'tcg_log_stock_change', triggers: 1 },
    ]);
  });
});
