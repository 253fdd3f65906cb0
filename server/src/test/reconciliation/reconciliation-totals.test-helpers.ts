import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { formatCents, type Cents } from '@storefront/contract/money';
import { queryRows } from '../../db/client.ts';
import type { Month } from './reconciliation-books.test-helpers.ts';
import type { ModelOrder } from './reconciliation-model.test-helpers.ts';

const sum = (orders: ModelOrder[], f: (o: ModelOrder) => Cents) => orders.reduce((s, o) => s + f(o), 0);

/** The month's totals by the model; the database's own sums must be the same. */
export async function monthTotals(month: Month) {
  const { b, m } = month;
  const taken = b.orders.filter((o) => o.paymentStatus !== 'failed');
  const model = {
    orders: b.orders.length,
    placed: sum(b.orders, (o) => o.total),
    tax: sum(b.orders, (o) => o.tax),
    card: sum(taken, (o) => o.card),
    cash: sum(taken, (o) => o.cash),
    creditSpent: sum(b.orders, (o) => o.credit),
    refundsCard: sum(b.orders, (o) => o.refundedCard),
    refundsCredit: sum(b.orders, (o) => o.refundedCredit),
    creditReturned: sum(b.orders, (o) => o.creditReturned),
    creditGranted: b.granted,
  };
  const [db] = await queryRows<typeof model>(
    m.t.handle.db,
    sql`select (select count(*) from orders)::int orders,
      (select coalesce(sum(total), 0) * 100 from orders)::int placed,
      (select coalesce(sum(tax_total), 0) * 100 from orders)::int tax,
      (select coalesce(sum(p.amount), 0) * 100 from order_payments p join orders o
        on o.tenant_id = p.tenant_id and o.id = p.order_id where p.method = 'card' and o.payment_status <> 'failed')::int card,
      (select coalesce(sum(amount), 0) * 100 from order_payments where method = 'cash')::int cash,
      (select coalesce(-sum(amount), 0) * 100 from store_credit_entries where kind = 'spend')::int "creditSpent",
      (select coalesce(sum(total), 0) * 100 from refunds where status = 'succeeded' and method = 'card')::int "refundsCard",
      (select coalesce(sum(total), 0) * 100 from refunds where status = 'succeeded' and method = 'store_credit')::int "refundsCredit",
      (select coalesce(sum(amount), 0) * 100 from store_credit_entries where kind = 'refund')::int
        - (select coalesce(sum(total), 0) * 100 from refunds where status = 'succeeded' and method = 'store_credit')::int "creditReturned",
      (select coalesce(sum(amount), 0) * 100 from store_credit_entries where kind = 'adjustment')::int "creditGranted"`,
  );
  expect(db).toEqual(model);
  const net =
    model.card +
    model.cash +
    model.creditSpent -
    model.refundsCard -
    model.refundsCredit -
    model.creditReturned;
  // Credit issued (staff, refunds as credit, given back on cancelling) less spent is what customers hold.
  const creditIssued = model.creditGranted + model.refundsCredit + model.creditReturned;
  const [ledger] = await queryRows<{ issued: number; held: number }>(
    m.t.handle.db,
    sql`select (select coalesce(sum(amount), 0) * 100 from store_credit_entries where amount > 0)::int issued,
      (select coalesce(sum(balance), 0) * 100 from store_credit_accounts)::int held`,
  );
  const held = [...b.balance.values()].reduce((s, n) => s + n, 0);
  expect(ledger).toEqual({ issued: creditIssued, held });
  expect(held).toBe(creditIssued - model.creditSpent);
  return { ...model, creditIssued, creditHeld: held, net };
}

/** The totals as one printed block, in dollars, with the events and refusals counted. */
export function summary(title: string, month: Month, totals: Awaited<ReturnType<typeof monthTotals>>) {
  const money = Object.entries(totals).map(
    ([k, v]) => `  ${k.padEnd(16)} ${k === 'orders' ? v : formatCents(v)}`,
  );
  const counted = (map: Map<string, number>) =>
    [...map].sort().map(([k, v]) => `  ${String(v).padStart(4)}  ${k}`);
  return [
    title,
    ...money,
    'events:',
    ...counted(month.b.events),
    'refused as expected:',
    ...counted(month.b.refusals),
  ].join('\n');
}
