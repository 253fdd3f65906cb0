import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { toCents } from '@storefront/contract/money';
import { queryRows } from '../../db/client.ts';
import type { Month } from './reconciliation-books.test-helpers.ts';
import { leftOf, paidOf, refundedOf, type ModelOrder } from './reconciliation-model.test-helpers.ts';
import { stockByVariant } from './reconciliation-store.test-helpers.ts';

const cents = (list: { amount?: string; total?: string }[], key: 'amount' | 'total') =>
  list.reduce((s, x) => s + toCents(x[key]!), 0);
const REFUNDABLE = new Set(['completed', 'partially_refunded', 'refunded']);

/** One order as the API shows it against the model: its sums hold, and each figure is the model's. */
async function checkOrder(month: Month, o: ModelOrder) {
  const customer = month.m.customers.find((c) => c.id === o.customer)!;
  const seen = (await customer.call('GET', `/api/orders/${o.id}/`)).json();
  const [subtotal, shipping, tax, total] = [
    seen.subtotal,
    seen.shipping_cost,
    seen.tax_total,
    seen.total,
  ].map(toCents);
  expect(subtotal! + shipping! + (seen.tax_included ? 0 : tax!)).toBe(total);
  expect(seen.items.reduce((s: number, i: { line_total: string }) => s + toCents(i.line_total), 0)).toBe(
    subtotal,
  );
  expect(seen.items.reduce((s: number, i: { tax: string }) => s + toCents(i.tax), o.shippingTax)).toBe(tax);
  const succeeded = seen.refunds.filter((r: { status: string }) => r.status === 'succeeded');
  const byMethod = (method: string) =>
    cents(
      seen.payments.filter((p: { method: string }) => p.method === method),
      'amount',
    );
  expect({
    status: seen.status,
    payment: seen.payment_status,
    total,
    tax,
    paid: cents(seen.payments, 'amount'),
    credit: byMethod('store_credit'),
    card: byMethod('card'),
    cash: byMethod('cash'),
    refunded: toCents(seen.refunded),
    refundedCard: cents(
      succeeded.filter((r: { method: string }) => r.method === 'card'),
      'total',
    ),
  }).toEqual({
    status: o.status,
    payment: o.paymentStatus,
    total: o.total,
    tax: o.tax,
    paid: paidOf(o),
    credit: o.credit,
    card: o.card,
    cash: o.cash,
    refunded: refundedOf(o),
    refundedCard: o.refundedCard,
  });
  expect(cents(succeeded, 'total')).toBe(refundedOf(o));
  expect(refundedOf(o) + o.creditReturned).toBeLessThanOrEqual(paidOf(o));
  if (REFUNDABLE.has(o.paymentStatus)) {
    const state = (await month.m.staff('GET', `/api/manage/orders/${o.id}/refunds/`)).json();
    expect(toCents(state.refundable)).toBe(leftOf(o));
  }
}

/** Every order, customer and variant against the model, to the cent and the unit. */
export async function reconcile(month: Month) {
  const { m, b } = month;
  for (const o of b.orders) await checkOrder(month, o);
  for (const c of m.customers) {
    const credit = (await m.staff('GET', `/api/manage/store-credit/${c.id}/`)).json();
    expect(toCents(credit.balance), `customer ${c.id}`).toBe(b.balance.get(c.id));
  }
  const ledgers = await queryRows<{ user_id: number; balance: string; ledger: string }>(
    m.t.handle.db,
    sql`select a.user_id, a.balance::text, coalesce(sum(e.amount), 0)::text ledger
          from store_credit_accounts a left join store_credit_entries e
            on e.tenant_id = a.tenant_id and e.user_id = a.user_id
         group by a.tenant_id, a.user_id, a.balance`,
  );
  for (const l of ledgers) expect(toCents(l.ledger), `ledger of ${l.user_id}`).toBe(toCents(l.balance));
  const stock = await stockByVariant(m.t);
  for (const [variant, start] of b.start) {
    const expected = start - (b.sold.get(variant) ?? 0) + (b.restocked.get(variant) ?? 0);
    expect(stock.get(variant), `variant ${variant}`).toBe(expected);
    expect(b.stock.get(variant)).toBe(expected);
  }
  const sold = await queryRows<{ id: number; units_sold: number }>(
    m.t.handle.db,
    sql`select id, units_sold from products where tenant_id = ${m.t.stores.cards!.id}`,
  );
  for (const [product, units] of b.unitsSold)
    expect(sold.find((p) => p.id === product)?.units_sold, `product ${product}`).toBe(units);
}
