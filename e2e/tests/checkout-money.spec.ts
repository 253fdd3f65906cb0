import type { Page } from '@playwright/test';
import {
  emptyCart,
  expect,
  expectAccessible,
  fillCheckout,
  giveCredit,
  MOBILE,
  switchTo,
  test,
} from '../fixtures';

// Issue 25, the shopper's money: an order over the store's "Free shipping on orders over $50" ships free,
// store credit is subtracted in the summary as it is typed, and the order shows both of its payments.

const SLEEVES = 'dragon-shield-matte-sleeves-jet-black-100';

const row = (page: Page, scope: string, label: string) =>
  page.getByRole('region', { name: scope }).locator('dl div').filter({ hasText: label });

test('a shopper with store credit checks out over $50: free shipping, the credit subtracted, both payments on the order', async ({
  page,
  api,
  signedInAs,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await signedInAs('staff');
  await giveCredit(api, 'shopper', '5.00');
  await switchTo(page, api, signedInAs, 'shopper');

  await emptyCart(api);
  const product = await api.get<{ id: number; price: string }>(`/api/ecommerce/products/${SLEEVES}/`);
  expect((await api.post('/api/ecommerce/cart/', { product_id: product.json.id, quantity: 5 })).status).toBe(
    201,
  );
  const subtotal = Math.round(Number(product.json.price) * 100) * 5;
  expect(subtotal).toBeGreaterThan(5000);
  const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  const summary = 'Order Summary';
  await expect(row(page, summary, 'Shipping')).toContainText('Free');
  await expect(page.getByTestId('checkout-total')).toHaveText(dollars(subtotal));

  // The credit sits with the payment choice, before the card fields.
  const credit = page.getByRole('textbox', { name: 'Store credit to use' });
  const cardNumber = page.getByRole('textbox', { name: 'Card Number', exact: true });
  await expect(credit).toBeVisible();
  expect((await credit.boundingBox())!.y).toBeLessThan((await cardNumber.boundingBox())!.y);
  await fillCheckout(page);
  await credit.fill('5.00');
  await expect(row(page, summary, 'Store credit')).toContainText('−$5.00');
  await expect(row(page, summary, 'Credit/Debit Card')).toContainText(dollars(subtotal - 500));
  await expect(page.getByTestId('left-to-pay')).toContainText(dollars(subtotal - 500));
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/checkout-money-1280.png', fullPage: true });

  await page.setViewportSize(MOBILE);
  await page.getByRole('region', { name: summary }).scrollIntoViewIfNeeded();
  await expect(row(page, summary, 'Store credit')).toBeVisible();
  await expect(row(page, summary, 'Shipping')).toContainText('Free');
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/checkout-money-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/checkout\/confirmation/);
  const orders = await api.get<{
    results: {
      id: number;
      total: string;
      shipping_cost: string;
      payments: { label: string; amount: string }[];
    }[];
  }>('/api/orders/');
  const order = orders.json.results[0]!;
  expect(order).toMatchObject({
    total: (subtotal / 100).toFixed(2),
    shipping_cost: '0.00',
    payments: [
      { label: 'Store credit', amount: '5.00' },
      { label: 'Credit/Debit Card', amount: ((subtotal - 500) / 100).toFixed(2) },
    ],
  });

  await page.goto(`/account/orders/${order.id}`);
  const payments = page.getByRole('list', { name: 'Payments' });
  await expect(payments.getByRole('listitem').nth(0)).toContainText('Store credit');
  await expect(payments.getByRole('listitem').nth(0)).toContainText('−$5.00');
  await expect(payments.getByRole('listitem').nth(1)).toContainText(
    /Credit\/Debit Card · Visa ending in 4242/,
  );
  await expect(payments.getByRole('listitem').nth(1)).toContainText(dollars(subtotal - 500));
  await expect(page.getByText(dollars(subtotal), { exact: true }).first()).toBeVisible();
  // Free shipping reads the same here as in the checkout summary and the receipt.
  await expect(page.locator('dl div').filter({ hasText: 'Shipping (' })).toContainText('Free');
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/checkout-money-order.png', fullPage: true });
});
