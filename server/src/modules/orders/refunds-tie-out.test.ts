import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCents } from '@storefront/contract/money';
import { queryRows } from '../../db/client.ts';

import { stockOf } from '../cart/index.ts';
import { books, placeOrder, refundsTestApp, type RefundsTestApp } from '../../test/refunds.test-helpers.ts';

let { t, admin, single, sleeves, shopper, staff } = {} as RefundsTestApp;
beforeAll(async () => {
  ({ t, admin, single, sleeves, shopper, staff } = await refundsTestApp());
});
afterAll(() => t.close());

const units = async (product: number) =>
  (await stockOf(t.handle.db, t.stores.cards!, product)).reduce((s, n) => s + n, 0);

describe('refunds tie out', () => {
  it('payments less refunds is what the orders keep; the ledger and the stock agree to the unit and cent', async () => {
    const [user] = await queryRows<{ id: number }>(
      t.handle.db,
      sql`select id from users where tenant_id = ${t.stores.cards!.id} and username = 'shopper'`,
    );
    await admin('POST', `/api/manage/store-credit/${user!.id}/adjustments/`, {
      amount: '30.00',
      reason: 'Gift',
    });
    const start = { single: await units(single), sleeves: await units(sleeves) };
    const restocked = { single: 0, sleeves: 0 };
    // Orders of 1 to 4 singles and 0 to 2 sleeves, some part paid by credit; refunds of every kind.
    const plans = [
      { s: 1, v: 0, credit: '', refunds: [{ s: 1, ship: 'all', method: 'card', restock: true }] },
      {
        s: 3,
        v: 1,
        credit: '',
        refunds: [
          { s: 1, ship: '2.00', method: 'store_credit', restock: false },
          { s: 2, v: 1, ship: 'all', method: 'card', restock: true },
        ],
      },
      { s: 2, v: 1, credit: '10.00', refunds: [{ s: 2, method: 'store_credit', restock: true }] },
      { s: 3, v: 1, credit: '', refunds: [] },
      {
        s: 1,
        v: 2,
        credit: '20.00',
        refunds: [
          { v: 1, method: 'card', restock: true },
          { s: 1, v: 1, ship: 'all', method: 'store_credit', restock: false },
        ],
      },
    ];
    let kept = 0;
    for (const plan of plans) {
      const lines: [number, number][] = [[single, plan.s]];
      if (plan.v) lines.push([sleeves, plan.v]);
      const order = await placeOrder(shopper, lines, plan.credit ? { store_credit: plan.credit } : {});
      const [singleLine, sleevesLine] = order.items;
      for (const r of plan.refunds) {
        const asked = [];
        if (r.s) asked.push({ order_item_id: singleLine!.id, quantity: r.s });
        if ('v' in r && r.v) asked.push({ order_item_id: sleevesLine!.id, quantity: r.v });
        const res = await staff('POST', `/api/manage/orders/${order.id}/refunds/`, {
          lines: asked,
          shipping: 'ship' in r ? r.ship : '0',
          method: r.method,
          restock: r.restock,
        });
        expect(res.statusCode).toBe(201);
        if (r.restock) {
          restocked.single += r.s ?? 0;
          restocked.sleeves += 'v' in r ? (r.v ?? 0) : 0;
        }
      }
      const seen = (await shopper('GET', `/api/orders/${order.id}/`)).json();
      const refunded = seen.refunds.reduce((s: number, r: { total: string }) => s + toCents(r.total), 0);
      expect(toCents(seen.refunded)).toBe(refunded);
      expect(seen.payment_status).toBe(
        refunded === 0 ? 'completed' : refunded === toCents(seen.total) ? 'refunded' : 'partially_refunded',
      );
      kept += toCents(seen.total) - refunded;
    }
    const b = await books(t);
    expect(b.paid - b.refunded).toBe(kept);
    expect(b.card + b.credit).toBe(b.refunded);
    expect(b.ledger).toBe(b.credit);
    // Orders under the $50 free-shipping line, so each pays shipping and its tax.
    const sold = { single: 10, sleeves: 5 };
    expect(await units(single)).toBe(start.single - sold.single + restocked.single);
    expect(await units(sleeves)).toBe(start.sleeves - sold.sleeves + restocked.sleeves);
    const [ledger] = await queryRows<{ balance: string; sum: string }>(
      t.handle.db,
      sql`select (select balance::text from store_credit_accounts where user_id = ${user!.id}) balance,
        (select sum(amount)::text from store_credit_entries where user_id = ${user!.id}) sum`,
    );
    expect(ledger!.balance).toBe(ledger!.sum);
  });
});
