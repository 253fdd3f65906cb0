import {
  expect,
  expectAccessible,
  fillCheckout,
  MOBILE,
  SLEEVES,
  registerThroughForm,
  test,
} from '../fixtures';

// Issue 28, decision 060: staff create a discount code in the dashboard; a shopper is told why a wrong code is
// refused, applies the real one (typed in lower case) at checkout, sees each line's discount and the order's,
// places the order, and the order page shows the same amounts.

const dollars = (cents: number) => `$${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

test('staff create a discount code and a shopper sees it per line at checkout and on the order', async ({
  page,
  api,
  signedInAs,
}) => {
  test.setTimeout(150_000);
  const code = `SAVE${Date.now() % 100_000}`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await signedInAs('staff');
  await page.goto('/dashboard/promotions');
  await expect(page.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add Discount Code' }).click();
  await page.getByRole('textbox', { name: 'Code' }).fill(code);
  await page.getByRole('textbox', { name: 'Percent (%)' }).fill('10');
  await page.getByRole('button', { name: 'Add Code' }).click();
  const codes = page.getByRole('table', { name: 'Discount codes' });
  await expect(codes.getByRole('row').filter({ hasText: code })).toContainText('10% off the order');
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/promotions-1280.png', fullPage: true });
  await page.setViewportSize(MOBILE);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/promotions-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // A shopper of their own: the demo shopper's cart is shared with stories running beside this one.
  await api.post('/api/auth/logout/');
  const stamp = Date.now();
  await registerThroughForm(page, {
    firstName: 'Promo',
    username: `promo${stamp}`,
    email: `promo${stamp}@example.com`,
  });
  const product = await api.get<{ id: number; price: string }>(`/api/ecommerce/products/${SLEEVES.slug}/`);
  expect((await api.post('/api/ecommerce/cart/', { product_id: product.json.id, quantity: 2 })).status).toBe(
    201,
  );
  const subtotal = 2 * Math.round(Number(product.json.price) * 100);
  // 10 %, half up to the cent; one line takes all of it.
  const discount = Math.floor((2 * subtotal * 1000 + 10_000) / 20_000);

  await page.goto('/checkout');
  await fillCheckout(page);
  const summary = page.getByRole('region', { name: 'Order Summary' });
  const field = summary.getByRole('textbox', { name: 'Discount code' });
  await field.fill('NOSUCHCODE');
  await summary.getByRole('button', { name: 'Apply' }).click();
  await expect(summary.getByText('We do not know this code')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  await field.fill(code.toLowerCase());
  await summary.getByRole('button', { name: 'Apply' }).click();
  await expect(summary.getByRole('status')).toContainText(`Code ${code} applied: −${dollars(discount)}`);
  await expect(summary.getByRole('listitem').filter({ hasText: SLEEVES.name })).toContainText(
    `Discount −${dollars(discount)}`,
  );
  await expect(summary.locator('dl div').filter({ hasText: `Discount (${code})` })).toContainText(
    `−${dollars(discount)}`,
  );
  const shipping = subtotal - discount >= 5000 || subtotal >= 5000 ? 0 : 599;
  const total = subtotal - discount + shipping;
  await expect(page.getByTestId('checkout-total')).toHaveText(dollars(total));
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/promotions-checkout-1280.png', fullPage: true });
  await page.setViewportSize(MOBILE);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/promotions-checkout-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/checkout\/confirmation/);
  const orders = await api.get<{ results: { id: number }[] }>('/api/orders/');
  const order = orders.json.results[0]!;
  expect(order).toMatchObject({
    discount: dollars(discount).slice(1),
    discount_code: code,
    total: dollars(total).slice(1),
  });
  await page.goto(`/account/orders/${order.id}`);
  await expect(page.locator('dl div').filter({ hasText: `Discount (${code})` })).toContainText(
    `−${dollars(discount)}`,
  );
  await expect(page.getByRole('listitem').filter({ hasText: SLEEVES.name })).toContainText(
    `Discount −${dollars(discount)}`,
  );
  await expect(page.locator('dl div').filter({ hasText: 'Total' }).last()).toContainText(dollars(total));
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/promotions-order-1280.png', fullPage: true });
});
