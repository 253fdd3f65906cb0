import {
  cardCheckout,
  emptyCart,
  expect,
  expectAccessible,
  MOBILE,
  SLEEVES,
  test,
  type Api,
} from '../fixtures';

const SHOTS = process.env.REFUND_SHOTS;

async function signInAs(api: Api, username: string) {
  await api.post('/api/auth/logout/');
  expect((await api.post('/api/auth/login/', { username, password: 'demo-pass-123' })).status).toBe(200);
}

test('staff refund a line of a card order as store credit and the customer sees the refund', async ({
  page,
  api,
}) => {
  test.setTimeout(120_000);
  await signInAs(api, 'shopper');
  await emptyCart(api);
  const product = await api.get<{ id: number }>(`/api/ecommerce/products/${SLEEVES.slug}/`);
  await api.post('/api/ecommerce/cart/', { product_id: product.json.id, quantity: 2 });
  const placed = await api.post<{ order_id: number; order_number: string }>(
    '/api/ecommerce/checkout/',
    cardCheckout('refund-story@example.com'),
  );
  expect(placed.status).toBe(201);
  const { order_id: orderId, order_number: number } = placed.json;

  await signInAs(api, 'staff');
  await page.goto('/dashboard/orders');
  const row = page.getByRole('listitem', { name: `Order ${number}` });
  await row.getByRole('button', { name: 'Refund' }).click();
  const dialog = page.getByRole('dialog', { name: `Refund order #${number}` });
  await dialog
    .getByRole('spinbutton', { name: new RegExp(`^${SLEEVES.name.replace(/[()]/g, '.')}`) })
    .fill('1');
  await dialog.getByRole('combobox', { name: 'Refund to' }).selectOption('store_credit');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('One pack arrived torn');
  await expect(dialog.getByText(/^Refund total: \$/)).toBeVisible();
  const shown = (await dialog.getByText(/^Refund total: \$/).textContent())!;
  await expectAccessible(page);
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/refund-form-1280.png`, fullPage: true });
    await page.setViewportSize(MOBILE);
    await page.screenshot({ path: `${SHOTS}/refund-form-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  const total = /Refund total: (\$[\d.]+)/.exec(shown)![1]!;
  await expect(dialog.getByText(`Refunded ${total}`, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Refunds' })).toContainText('One pack arrived torn');

  await signInAs(api, 'shopper');
  await page.goto(`/account/orders/${orderId}`);
  await expect(page.getByRole('heading', { name: `Refunded ${total}` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Refunds' })).toContainText(`1 × ${SLEEVES.name}`);
  await expect(page.getByText('Payment status: partially_refunded')).toBeVisible();
  await expectAccessible(page);
});
