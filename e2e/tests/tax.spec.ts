import type { Page } from '@playwright/test';
import {
  emptyCart,
  expect,
  expectAccessible,
  fillCheckout,
  MOBILE,
  SLEEVES,
  switchTo,
  test,
} from '../fixtures';

// Issue 27 items 3 and 4, decisions 052 and 053: the admin sets New York's sales tax and a New York zone with
// a letter rate in the dashboard; a shopper shipping to New York is offered the letter and sees the tax in the
// checkout summary (Oregon gets the flat methods and no tax), pays both, and finds them on the order page.

const row = (page: Page, scope: string, label: string) =>
  page.getByRole('region', { name: scope }).locator('dl div').filter({ hasText: label });
const dollars = (cents: number) => `$${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
/** The server's rule: amount × 8.875 %, rounded half up to the cent. */
const nyTax = (cents: number) => Math.floor((2 * cents * 8875 + 100_000) / 200_000);

test("an admin sets a state's tax rate and shipping zone, and a shopper sees and pays both at checkout", async ({
  page,
  api,
  signedInAs,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signedInAs('admin'); // the api fixture opens the store first
  await page.goto('/dashboard/tax');
  await expect(page.getByRole('heading', { name: 'Tax', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add Tax Rate' }).click();
  await page.getByRole('textbox', { name: 'Country code' }).fill('US');
  await page.getByRole('textbox', { name: 'Region (optional)' }).fill('NY');
  await page.getByRole('textbox', { name: 'Rate (%)' }).fill('8.875');
  await page.getByRole('textbox', { name: 'Name (optional)' }).fill('NY sales tax');
  await page.getByRole('button', { name: 'Add Rate' }).click();
  const rates = page.getByRole('table', { name: 'Tax rates' });
  await expect(rates.getByRole('row').filter({ hasText: 'NY sales tax' })).toContainText('8.875%');
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/tax-rates-1280.png', fullPage: true });
  await page.setViewportSize(MOBILE);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/tax-rates-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto('/dashboard/shipping');
  await expect(page.getByRole('heading', { name: 'Shipping Zones', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add Shipping Zone' }).click();
  await page.getByRole('textbox', { name: 'Zone name' }).fill('New York');
  await page.getByRole('textbox', { name: 'Countries and regions' }).fill('US-NY');
  await page.getByRole('button', { name: 'Add Zone' }).click();
  const zone = page.getByRole('region', { name: 'New York' });
  await zone.getByRole('button', { name: 'Add Method' }).click();
  await zone.getByRole('textbox', { name: 'Method name' }).fill('Letter');
  await zone.getByRole('textbox', { name: 'Price' }).fill('1.00');
  await zone.getByRole('textbox', { name: 'Up to items (optional)' }).fill('4');
  await zone.getByRole('button', { name: 'Add Method' }).click();
  await expect(zone.getByRole('row').filter({ hasText: 'Letter' })).toContainText('Up to 4 items');
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/zones-1280.png', fullPage: true });
  await page.setViewportSize(MOBILE);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/zones-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  try {
    await switchTo(page, api, signedInAs, 'shopper');
    await emptyCart(api);
    const product = await api.get<{ id: number; price: string }>(`/api/ecommerce/products/${SLEEVES.slug}/`);
    expect(
      (await api.post('/api/ecommerce/cart/', { product_id: product.json.id, quantity: 1 })).status,
    ).toBe(201);
    const subtotal = Math.round(Number(product.json.price) * 100);
    expect(subtotal).toBeLessThan(5000);
    const tax = nyTax(subtotal) + nyTax(100);

    await page.goto('/checkout');
    const summary = 'Order Summary';
    await fillCheckout(page, { State: 'NY', City: 'New York', 'ZIP Code': '10001' });
    await expect(page.getByRole('radio', { name: /Letter/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: /Standard Shipping/ })).toHaveCount(0);
    await expect(row(page, summary, 'Shipping')).toContainText('$1.00');
    await expect(row(page, summary, 'Tax')).toContainText(dollars(tax));
    await expect(page.getByTestId('checkout-total')).toHaveText(dollars(subtotal + 100 + tax));
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/tax-checkout-1280.png', fullPage: true });

    // Oregon has no rate and no zone: the summary asks the server again, drops the tax, offers the flat methods.
    await page.getByRole('textbox', { name: 'State', exact: true }).fill('OR');
    await expect(page.getByRole('radio', { name: /Standard Shipping/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: /Letter/ })).toHaveCount(0);
    await expect(row(page, summary, 'Tax')).toHaveCount(0);
    await expect(page.getByTestId('checkout-total')).toHaveText(dollars(subtotal + 599));
    await page.getByRole('textbox', { name: 'State', exact: true }).fill('NY');
    await expect(page.getByRole('radio', { name: /Letter/ })).toBeChecked();
    await expect(row(page, summary, 'Tax')).toContainText(dollars(tax));

    await page.setViewportSize(MOBILE);
    await page.getByRole('region', { name: summary }).scrollIntoViewIfNeeded();
    await expect(row(page, summary, 'Tax')).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/tax-checkout-390.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/checkout\/confirmation/);
    const orders = await api.get<{ results: { id: number; total: string; tax_total: string }[] }>(
      '/api/orders/',
    );
    const order = orders.json.results[0]!;
    expect(order).toMatchObject({
      shipping_cost: '1.00',
      tax_total: dollars(tax).slice(1),
      total: dollars(subtotal + 100 + tax).slice(1),
    });

    await page.goto(`/account/orders/${order.id}`);
    await expect(page.locator('dl div').filter({ hasText: 'Tax' })).toContainText(dollars(tax));
    await expect(page.locator('dl div').filter({ hasText: 'Shipping (' })).toContainText('$1.00');
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/tax-order-1280.png', fullPage: true });
    await page.setViewportSize(MOBILE);
    await expect(page.locator('dl div').filter({ hasText: 'Tax' })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/tax-order-390.png', fullPage: true });
  } finally {
    // Other stories ship to other states, but leave the store as it was.
    await switchTo(page, api, signedInAs, 'admin');
    const list = await api.get<{ results: { id: number }[] }>('/api/manage/tax/rates/');
    for (const r of list.json.results) await api.call('DELETE', `/api/manage/tax/rates/${r.id}/`);
    // Only its own zone: another story (shipping-weight) may hold one of its own meanwhile.
    const zones = await api.get<{ results: { id: number; name: string }[] }>('/api/manage/shipping-zones/');
    for (const z of zones.json.results.filter((z) => z.name === 'New York'))
      await api.call('DELETE', `/api/manage/shipping-zones/${z.id}/`);
  }
});
