import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasPostgres } from '../../test/test-app.ts';
import { books } from '../../test/refunds.test-helpers.ts';
import {
  deliveredOrder,
  returnsTestApp,
  stockByVariant,
  type ReturnsTestApp,
} from '../../test/returns.test-helpers.ts';

let { t, card, shopper, staff } = {} as ReturnsTestApp;
beforeAll(async () => {
  if (!hasPostgres) return;
  ({ t, card, shopper, staff } = await returnsTestApp({ postgres: true }));
});
afterAll(async () => {
  if (hasPostgres) await t.close();
});

const statuses = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode).sort();
const buy = (quantity: number) =>
  deliveredOrder(shopper, staff, { product_id: card.product, variant_id: card.nm, quantity });

describe('returns at once (PostgreSQL)', () => {
  it.skipIf(!hasPostgres)('let one of five requests for the same last units through', async () => {
    const order = await buy(1);
    const body = { lines: [{ order_item_id: order.items[0]!.id, quantity: 1 }], reason: 'x' };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => shopper('POST', `/api/orders/${order.id}/returns/`, body)),
    );
    expect(statuses(answers)).toEqual([201, 400, 400, 400, 400]);
  });

  it.skipIf(!hasPostgres)('receive a return once when two staff receive it at once', async () => {
    const order = await buy(2);
    const asked = await shopper('POST', `/api/orders/${order.id}/returns/`, {
      lines: [{ order_item_id: order.items[0]!.id, quantity: 2 }],
      reason: 'x',
    });
    const ret = asked.json();
    expect((await staff('POST', `/api/manage/returns/${ret.id}/approve/`)).statusCode).toBe(200);
    const before = [await books(t), await stockByVariant(t, card.product)] as const;
    const body = {
      lines: [{ return_item_id: ret.lines[0].id, quantity: 2, condition: 'LP' }],
      method: 'store_credit',
    };
    const answers = await Promise.all([
      staff('POST', `/api/manage/returns/${ret.id}/receive/`, body),
      staff('POST', `/api/manage/returns/${ret.id}/receive/`, body),
    ]);
    expect(statuses(answers)).toEqual([200, 409]);
    const after = [await books(t), await stockByVariant(t, card.product)] as const;
    // 2 × $10.00 and the line's whole $1.65 tax, once; two units into Lightly Played, none into Near Mint.
    expect(after[0].credit - before[0].credit).toBe(2165);
    expect(after[0].ledger - before[0].ledger).toBe(2165);
    expect(after[1][card.lp]! - before[1][card.lp]!).toBe(2);
    expect(after[1][card.nm]).toBe(before[1][card.nm]);
  });
});
