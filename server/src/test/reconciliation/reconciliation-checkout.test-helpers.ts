import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { formatCents } from '@storefront/contract/money';
import { queryRows } from '../../db/client.ts';
import { TEST_CARDS } from '../../platform/payments/index.ts';
import { validBody } from '../../modules/checkout/index.ts';
import { moveUnits, type Month } from './reconciliation-books.test-helpers.ts';
import { priceOrder, type ModelOrder } from './reconciliation-model.test-helpers.ts';
import type { Call, Item } from './reconciliation-store.test-helpers.ts';

export const card = (number: string) => ({ number, expiry: '12/39', cvc: '123', cardholder_name: 'Casey' });

/** A random cart of 1 to 4 different things, 1 to 3 of each (one booster box at most), in `who`'s cart. */
export async function fillCart(month: Month, who: Call) {
  const { m, rng } = month;
  const chosen: Item[] = [];
  const n = rng.int(1, 4);
  while (chosen.length < n) {
    const item = rng.pick(m.items);
    if (!chosen.includes(item)) chosen.push(item);
  }
  const lines = chosen.map((item) => ({ item, qty: item.unit > 5000 ? 1 : rng.int(1, 3) }));
  for (const { item, qty } of lines) {
    const body = {
      product_id: item.productId,
      quantity: qty,
      ...(item.named && { variant_id: item.variantId }),
    };
    expect((await who('POST', '/api/ecommerce/cart/', body)).statusCode).toBe(201);
  }
  return lines;
}

/**
 * A customer checks out a random cart to a random place: by card, cash, part or all store credit. The
 * model prices it on its own and the order the API answers must say the same, line by line, to the cent.
 */
export async function placeMonthOrder(month: Month): Promise<void> {
  const { m, b, rng } = month;
  const customer = rng.pick(m.customers);
  const place = rng.pick(m.places);
  const method = rng.pick(place.methods);
  const lines = await fillCart(month, customer.call);
  const priced = priceOrder(
    lines.map((l) => ({ unit: l.item.unit, qty: l.qty })),
    method.price,
    place.freeOver,
    place.rate,
    month.included,
  );
  const balance = b.balance.get(customer.id)!;
  const tenders = ['card', 'cash'];
  if (balance > 0) tenders.push('card+credit', 'cash+credit');
  if (balance >= priced.total) tenders.push('credit');
  const tender = rng.pick(tenders);
  const credit =
    tender === 'credit'
      ? priced.total
      : tender.endsWith('credit')
        ? rng.int(1, Math.min(balance, priced.total - 1))
        : 0;
  const byCard = tender.startsWith('card');
  const res = await customer.call(
    'POST',
    '/api/ecommerce/checkout/',
    validBody({
      shipping_address: place.address,
      shipping_method: method.id,
      payment_method: byCard ? 'card' : 'cash',
      card: byCard && !month.stripe ? card(TEST_CARDS.visa) : null,
      ...(credit && { store_credit: formatCents(tender === 'credit' ? balance : credit) }),
    }),
  );
  expect(res.statusCode, res.body).toBe(201);
  const id: number = res.json().order_id;
  const seen = (await customer.call('GET', `/api/orders/${id}/`)).json();
  const rest = priced.total - credit;
  const awaiting = byCard && month.stripe;
  const paid = rest === 0 || (byCard && !month.stripe);
  expect(seen).toMatchObject({
    subtotal: formatCents(priced.subtotal),
    shipping_cost: formatCents(priced.shipping),
    tax_total: formatCents(priced.tax),
    tax_included: month.included,
    total: formatCents(priced.total),
    status: paid ? 'processing' : 'pending',
    payment_status: paid ? 'completed' : awaiting ? 'processing' : 'pending',
    payments: [
      ...(credit ? [{ method: 'store_credit', amount: formatCents(credit) }] : []),
      ...(rest ? [{ method: byCard ? 'card' : 'cash', amount: formatCents(rest) }] : []),
    ],
  });
  const order: ModelOrder = {
    id,
    number: seen.order_number,
    customer: customer.id,
    zone: place.name,
    lines: lines.map(({ item, qty }, i) => {
      const line = seen.items.find(
        (x: { product: { id: number }; variant_id: number | null }) =>
          x.product.id === item.productId && (!item.named || x.variant_id === item.variantId),
      );
      expect(line).toMatchObject({
        quantity: qty,
        price: formatCents(item.unit),
        tax: formatCents(priced.lineTax[i]!),
      });
      return {
        itemId: line.id,
        variantId: item.variantId,
        productId: item.productId,
        unit: item.unit,
        qty,
        tax: priced.lineTax[i]!,
        refunded: 0,
      };
    }),
    ...priced,
    taxIncluded: month.included,
    credit,
    card: byCard ? rest : 0,
    cash: byCard ? 0 : rest,
    status: seen.status,
    paymentStatus: seen.payment_status,
    shippingRefunded: 0,
    refundedCard: 0,
    refundedCredit: 0,
    creditReturned: 0,
    refunds: 0,
  };
  b.orders.push(order);
  b.balance.set(customer.id, balance - credit);
  moveUnits(b, order.lines, false);
  if (awaiting) {
    const [row] = await queryRows<{ intent: string }>(
      m.t.handle.db,
      sql`select payment_transaction_id intent from orders where id = ${id}`,
    );
    b.intents.set(id, row!.intent);
  }
}
