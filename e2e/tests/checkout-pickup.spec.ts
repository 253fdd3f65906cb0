import type { Page } from '@playwright/test';
import {
  emptyCart,
  expect,
  expectAccessible,
  fillCheckout,
  mailTo,
  MOBILE,
  signInThroughForm,
  SLEEVES,
  switchTo,
  test,
} from '../fixtures';

// Decision 059: a zone offers a pickup. Choosing it, the checkout asks for no street, city or ZIP (a shipped
// method still does), the summary charges what the method costs, and the order page and receipt name the
// pickup instead of a delivery address. Vermont, so the tax story's New York zone is not disturbed.

const summaryRow = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Order Summary' }).locator('dl div').filter({ hasText: label });

async function bothWidths(page: Page, name: string) {
  await expectAccessible(page);
  await page.screenshot({ path: `test-results/${name}-1280.png`, fullPage: true });
  await page.setViewportSize(MOBILE);
  await expectAccessible(page);
  await page.screenshot({ path: `test-results/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a shopper picks up an order at the store without giving a street address', async ({
  page,
  api,
  signedInAs,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signedInAs('admin');
  const zone = await api.post<{ id: number }>('/api/manage/shipping-zones/', {
    name: 'Vermont',
    places: ['US-VT'],
  });
  expect(zone.status).toBe(201);
  const methods = `/api/manage/shipping-zones/${zone.json.id}/methods/`;
  expect((await api.post(methods, { name: 'Vermont Post', price: '4.00' })).status).toBe(201);
  expect((await api.post(methods, { name: 'Pick up in store', price: '0', pickup: true })).status).toBe(201);
  try {
    // Not the demo shopper, whose cart the other checkout stories fill and empty at the same time.
    await api.post('/api/auth/logout/');
    await signInThroughForm(page, 'collector_kim');
    await emptyCart(api);
    const product = await api.get<{ id: number }>(`/api/ecommerce/products/${SLEEVES.slug}/`);
    expect(
      (await api.post('/api/ecommerce/cart/', { product_id: product.json.id, quantity: 1 })).status,
    ).toBe(201);

    await page.goto('/checkout');
    await fillCheckout(page, { State: 'VT', Address: '', City: '', 'ZIP Code': '' });
    await expect(page.getByRole('radio', { name: /Vermont Post/ })).toBeChecked();
    // Shipped, the address is still required.
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByText('This field is required')).toHaveCount(3);

    await page.getByRole('radio', { name: /Pick up in store/ }).check();
    await expect(page.getByRole('textbox', { name: 'Address', exact: true })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'ZIP Code', exact: true })).toHaveCount(0);
    await expect(page.getByText('Pick up in store: you collect the order at the store')).toBeVisible();
    await expect(summaryRow(page, 'Shipping')).toContainText('Free');
    await bothWidths(page, 'pickup-checkout');

    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/checkout\/confirmation/);
    const orders = await api.get<{ results: { id: number; order_number: string }[] }>('/api/orders/');
    const placed = orders.json.results[0]!;
    const order = await api.get(`/api/orders/${placed.id}/`);
    expect(order.json).toMatchObject({
      shipping_method_name: 'Pick up in store',
      pickup: true,
      shipping_cost: '0.00',
    });

    await page.goto(`/account/orders/${placed.id}`);
    await expect(page.getByText('Pick up in store: collected at the store by Casey Shopper.')).toBeVisible();
    await expect(page.locator('dl div').filter({ hasText: 'Pick up in store' })).toContainText('Free');
    await expect(page.getByText('Shipping Address')).toHaveCount(0);
    await bothWidths(page, 'pickup-order');

    const receipt = (await mailTo(api, 'casey@example.com')).find((m) =>
      m.subject.includes(placed.order_number),
    );
    expect(receipt?.body).toContain('Pick up in store: Free\n');
    expect(receipt?.body).toContain('Pickup:\nPick up in store\nCasey Shopper\n');
  } finally {
    await switchTo(page, api, signedInAs, 'admin');
    await api.call('DELETE', `/api/manage/shipping-zones/${zone.json.id}/`);
  }
});

test('staff mark a customer tax-exempt from the customer list, and it stays marked', async ({
  page,
  api,
  signedInAs,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signedInAs('staff');
  // Not the demo shopper, whom the tax story charges tax (the pickup story's customer pays no tax in Vermont).
  const customers = await api.get<{ results: { id: number; username: string }[] }>('/api/manage/customers/');
  const customer = customers.json.results.find((u) => u.username === 'collector_kim')!;
  const exemption = `/api/manage/tax/customers/${customer.id}/`;
  try {
    await page.goto('/dashboard/customers');
    const box = page.getByRole('checkbox', { name: `Tax-exempt: ${customer.username}` });
    await expect(box).not.toBeChecked();
    await expect(box).toBeEnabled();
    await box.click();
    await expect(box).toBeChecked();
    await expect
      .poll(async () => (await api.get<{ tax_exempt: boolean }>(exemption)).json.tax_exempt)
      .toBe(true);
    await page.reload();
    await expect(page.getByRole('checkbox', { name: `Tax-exempt: ${customer.username}` })).toBeChecked();
    await bothWidths(page, 'tax-exempt-customers');
  } finally {
    await api.call('PUT', exemption, { tax_exempt: false });
  }
});
