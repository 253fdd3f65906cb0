import { expect } from 'vitest';
import { formatCents, toCents } from '@storefront/contract/money';
import { STORE_CREDIT_MESSAGES } from '@storefront/contract/store-credit';
import { TEST_CARDS } from '../../platform/payments/index.ts';
import { validBody } from '../../modules/checkout/index.ts';
import { refused, type Month } from './reconciliation-books.test-helpers.ts';
import { card, fillCart } from './reconciliation-checkout.test-helpers.ts';
import type { Call } from './reconciliation-store.test-helpers.ts';

async function emptyCart(who: Call) {
  for (const item of (await who('GET', '/api/ecommerce/cart/')).json().items)
    await who('DELETE', `/api/ecommerce/cart/items/${item.id}/`);
}

/**
 * A checkout that must be refused and leave nothing behind: a declined card (402, test gateway) or more
 * store credit than the customer has (409). The cart is emptied after.
 */
export async function refusedCheckout(month: Month): Promise<void> {
  const { m, b, rng } = month;
  const customer = rng.pick(m.customers);
  const balance = b.balance.get(customer.id)!;
  const declined = !month.stripe && rng.chance(0.5);
  if (declined) await fillCart(month, customer.call);
  else {
    // Boxes worth more than the balance: the credit asked for is more than the customer has.
    const box = m.items.find((i) => i.key === 'Month Booster Box')!;
    const quantity = Math.floor(balance / box.unit) + 1;
    expect(
      (await customer.call('POST', '/api/ecommerce/cart/', { product_id: box.productId, quantity }))
        .statusCode,
    ).toBe(201);
  }
  const body = validBody({
    payment_method: 'card',
    card: month.stripe ? null : card(declined ? TEST_CARDS.declined : TEST_CARDS.visa),
    ...(!declined && { store_credit: formatCents(balance + toCents('500.00')) }),
  });
  const res = await customer.call('POST', '/api/ecommerce/checkout/', body);
  expect(res.statusCode, res.body).toBe(declined ? 402 : 409);
  const why = declined
    ? 'Your card was declined. Please use a different card.'
    : STORE_CREDIT_MESSAGES.notEnough;
  expect(res.json().error).toBe(why);
  refused(b, why);
  await emptyCart(customer.call);
}
