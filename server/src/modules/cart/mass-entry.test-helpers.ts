import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { withTenant } from '../../db/tenant-scope.ts';
import type { TenantRow } from '../../db/tenants.tables.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { BuyCondition } from '@storefront/contract/buylist';
import { usersNamed } from '../auth/index.ts';
import { updateVariant, variantForCondition } from '../catalog/index.ts';
import { offersOf, setOffers } from '../inventory/index.ts';
import { DEMO_DATA_DIR, importCards } from '../tcg/index.ts';

/** A deck list of the sample data (its README: Arena exports, byte-identical). */
export const deckList = (file: string) => readFileSync(path.join(DEMO_DATA_DIR, 'mtg/decks', file), 'utf8');

/**
 * A test app whose card shop sells the MTGJSON sample (DOM, M19, GRN, WAR, ELD, THB) with its demo offers,
 * and whose other store (`outdoor`) sells Magic 2014 (M14): stock that must never answer in the card shop.
 */
export async function massEntryTestApp(options?: Parameters<typeof createTestApp>[0]): Promise<TestApp> {
  const t = await createTestApp(options);
  const file = (name: string) => readFileSync(path.join(DEMO_DATA_DIR, name), 'utf8');
  await importCards(t.handle.db, t.stores.cards!, 'mtgjson', {
    text: file('mtg/mtgjson/AllPrintings.subset.json'),
    fileName: 'AllPrintings.subset.json',
  });
  await importCards(t.handle.db, t.stores.outdoor!, 'mtgjson-csv', {
    text: file('mtg/csv/mtgjson-v3-csv/M14.csv'),
    fileName: 'M14.csv',
    setName: 'Magic 2014',
  });
  return t;
}

/**
 * Sets a printing's stock to exactly these offers (one per condition, finish and seller, each variant priced
 * at its offer): every other offer of the printing is emptied. Answers each offer's variant id, in order.
 */
export async function stockExactly(
  t: TestApp,
  store: TenantRow,
  printing: { set: string; number: string },
  offers: { condition: BuyCondition; foil?: boolean; seller: string; quantity: number; cents: number }[],
): Promise<{ productId: number; variantIds: number[] }> {
  return withTenant(t.handle.db, store.id, async (tx) => {
    const [card] = await queryRows<{ product_id: number }>(
      tx,
      sql`select product_id from tcg_cards where tenant_id = ${store.id}
        and lower(set_code) = ${printing.set.toLowerCase()} and collector_number = ${printing.number}`,
    );
    if (!card) throw new Error(`no card ${printing.set} ${printing.number}`);
    const productId = card.product_id;
    const sellers = await usersNamed(
      tx,
      store.id,
      offers.map((o) => o.seller),
    );
    const existing = await offersOf(tx, store.id, [productId]);
    await setOffers(
      tx,
      store.id,
      existing.map((o) => ({
        productId: o.productId,
        variantId: o.variantId,
        supplierId: o.supplierId,
        quantity: 0,
        price: o.price,
      })),
    );
    const variantIds: number[] = [];
    for (const o of offers) {
      const finish = o.foil ? 'foil' : 'nonfoil';
      const { id } = await variantForCondition(tx, store.id, productId, o.condition, finish, o.cents);
      await updateVariant(tx, store.id, productId, id, { price: o.cents });
      const supplierId = sellers.find((u) => u.username === o.seller)!.id;
      await setOffers(tx, store.id, [
        { productId, variantId: id, supplierId, quantity: o.quantity, price: o.cents },
      ]);
      variantIds.push(id);
    }
    return { productId, variantIds };
  });
}
