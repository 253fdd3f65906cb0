import {
  emptyCart,
  expect,
  expectAccessible,
  fillCheckout,
  mailTo,
  MOBILE,
  SLEEVES,
  switchTo,
  test,
} from '../fixtures';

// Issue 28 part 3 (decision 062): staff issue a goodwill gift card, the code goes out by e-mail, a shopper
// checks its balance and pays part of an order with it; the order shows both tenders.

test('staff issue a gift card; a shopper checks its balance and pays part of an order with it', async ({
  page,
  api,
  signedInAs,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await signedInAs('staff');
  await page.goto('/dashboard/gift-cards');
  await expect(page.getByRole('heading', { name: 'Gift cards', level: 1 })).toBeVisible();
  const email = `giftee-${Date.now()}@example.com`;
  await page.getByRole('textbox', { name: 'Amount' }).fill('10.00');
  await page.getByRole('textbox', { name: 'Recipient e-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Note (optional)' }).fill('Sorry for the late parcel');
  await page.getByRole('button', { name: 'Issue gift card' }).click();
  const code = (await page.getByTestId('issued-code').textContent())!.trim();
  expect(code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
  const last4 = code.slice(-4);
  const row = page.getByRole('row').filter({ hasText: `····${last4}` });
  await expect(row).toContainText('$10.00');
  await expect(row).toContainText('Active');
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/gift-cards-dashboard-1280.png', fullPage: true });
  const [mail] = await mailTo(api, email);
  expect(mail!.body).toContain(code);

  await switchTo(page, api, signedInAs, 'shopper');
  await page.goto('/gift-cards/balance');
  await expect(page.getByRole('heading', { name: 'Gift card balance', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Gift card code' }).fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Check balance' }).click();
  await expect(page.getByTestId('gift-card-balance')).toContainText('$10.00');
  await expectAccessible(page);
  await page.setViewportSize(MOBILE);
  await page.screenshot({ path: 'test-results/gift-cards-balance-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  await emptyCart(api);
  const product = await api.get<{ id: number; price: string }>(`/api/ecommerce/products/${SLEEVES.slug}/`);
  const price = Math.round(Number(product.json.price) * 100);
  const quantity = Math.ceil(1100 / price);
  expect((await api.post('/api/ecommerce/cart/', { product_id: product.json.id, quantity })).status).toBe(
    201,
  );
  await page.goto('/checkout');
  await fillCheckout(page);
  await page.getByRole('textbox', { name: 'Gift card code' }).fill(code);
  await page.getByRole('button', { name: 'Check gift card' }).click();
  await expect(page.getByTestId('gift-card-status')).toContainText(
    `holds $10.00: it pays $10.00 of this order`,
  );
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/gift-cards-checkout-1280.png', fullPage: true });
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/checkout\/confirmation/);

  const orders = await api.get<{
    results: { id: number; total: string; payments: { label: string; amount: string }[] }[];
  }>('/api/orders/');
  const order = orders.json.results[0]!;
  const rest = ((Math.round(Number(order.total) * 100) - 1000) / 100).toFixed(2);
  expect(order.payments).toEqual([
    { method: 'gift_card', label: `Gift card ····${last4}`, amount: '10.00' },
    { method: 'card', label: 'Credit/Debit Card', amount: rest },
  ]);
  await page.goto(`/account/orders/${order.id}`);
  const payments = page.getByRole('list', { name: 'Payments' });
  await expect(payments.getByRole('listitem').nth(0)).toContainText(`Gift card ····${last4}`);
  await expect(payments.getByRole('listitem').nth(0)).toContainText('−$10.00');
  await expect(payments.getByRole('listitem').nth(1)).toContainText(`$${rest}`);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/gift-cards-order-1280.png', fullPage: true });

  const after = await api.post<{ balance: string }>('/api/gift-cards/balance/', { code });
  expect(after.json.balance).toBe('0.00');
});
