import {
  emptyCart,
  expect,
  expectAccessible,
  fillCheckout,
  mailTo,
  MOBILE,
  readMail,
  SLEEVES,
  test,
  type Api,
} from '../fixtures';

// The e2e server runs with NODE_ENV=test, which adds GET /api/test/outbox/ (the store's sent mail).

const EMAIL = 'mail-story@example.com';
const TRACKING = '9400 1000 0000 0000 0000 00';
const TRACKING_URL = `https://tools.usps.com/go/TrackConfirmAction?tLabels=${encodeURIComponent(TRACKING)}`;

const mailbox = (api: Api) => mailTo(api, EMAIL);

async function signInAs(api: Api, username: string) {
  await api.post('/api/auth/logout/');
  expect((await api.post('/api/auth/login/', { username, password: 'demo-pass-123' })).status).toBe(200);
}

test('a shopper gets a receipt, staff ship the order with tracking, and the shopper is told and can track it', async ({
  page,
  api,
}) => {
  test.setTimeout(120_000);
  await signInAs(api, 'shopper');
  await emptyCart(api);
  await page.goto(`/products/${SLEEVES.slug}`);
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(`1 item(s) of ${SLEEVES.name} added to cart!`)).toBeVisible();

  // A first try with the form empty raises an error toast; the order placed next must not stand beside it.
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.locator('[data-toast-type="error"]')).toHaveText('Please fix the errors below');
  await fillCheckout(page, { Email: EMAIL });
  const total = (await page.getByTestId('checkout-total').textContent())!;
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Order placed successfully!')).toBeVisible();
  await expect(page.locator('[data-toast-type="error"]')).toHaveCount(0);
  await expect(
    page.getByText(`Thank you for your order. A receipt is on its way to ${EMAIL}.`),
  ).toBeVisible();
  await expectAccessible(page);
  const number = (await page.getByTestId('order-number').textContent())!;
  const orderId = Number(new URL(page.url()).searchParams.get('order'));

  const [receipt] = await mailbox(api);
  expect(receipt!.subject).toBe(`Your order ${number}: receipt`);
  expect(receipt!.body).toContain(`Total: ${total}\n`);
  expect(receipt!.body).toContain(`1 × ${SLEEVES.name}`);
  const receiptPage = await readMail(page, receipt!);
  await expect(receiptPage.getByRole('heading', { name: 'Thank you for your order, Casey!' })).toBeVisible();
  await expect(receiptPage.locator('tfoot')).toContainText(`Total${total}`);
  await expect(receiptPage.getByRole('link', { name: `View order ${number}` })).toHaveAttribute(
    'href',
    new RegExp(`^http://cards\\.localhost:\\d+/account/orders/${orderId}$`),
  );
  await receiptPage.close();

  await signInAs(api, 'staff');
  await page.goto('/dashboard/orders');
  const row = page.getByRole('listitem', { name: `Order ${number}` });
  await expect(row.getByText('processing', { exact: true })).toBeVisible();
  await page.setViewportSize(MOBILE);
  await row.getByRole('button', { name: 'Mark shipped' }).click();
  const dialog = page.getByRole('dialog', { name: `Ship order #${number}` });
  await dialog.getByRole('button', { name: 'Confirm shipment' }).click();
  await expect(dialog.getByText('Choose a carrier', { exact: true }).last()).toBeVisible();
  await expect(dialog.getByText('Enter the tracking number')).toBeVisible();
  await dialog.getByRole('combobox', { name: /Carrier/ }).selectOption('usps');
  await dialog.getByRole('textbox', { name: /Tracking number/ }).fill(TRACKING);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/order-mail-ship-dialog-390.png' });
  await dialog.getByRole('button', { name: 'Confirm shipment' }).click();
  await expect(dialog).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(row.getByRole('link', { name: /Track your parcel with USPS/ })).toHaveAttribute(
    'href',
    TRACKING_URL,
  );
  await expectAccessible(page);

  const [shipped] = await mailbox(api);
  expect(shipped!.subject).toBe(`Your order ${number} has shipped`);
  expect(shipped!.body).toContain(`Track your parcel: ${TRACKING_URL}\n`);
  const shippedPage = await readMail(page, shipped!);
  await expect(shippedPage.getByRole('link', { name: 'Track your parcel with USPS' })).toHaveAttribute(
    'href',
    TRACKING_URL,
  );
  await shippedPage.close();

  await signInAs(api, 'shopper');
  await page.goto(`/account/orders/${orderId}`);
  await expect(page.getByRole('heading', { name: 'Shipment' })).toBeVisible();
  await expect(page.getByText(TRACKING)).toBeVisible();
  await expect(page.getByRole('link', { name: /Track your parcel with USPS/ })).toHaveAttribute(
    'href',
    TRACKING_URL,
  );
  await expectAccessible(page);
});
