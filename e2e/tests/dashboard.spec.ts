import type { Browser, Page } from '@playwright/test';
import { cashCheckout, expect, expectAccessible, personAt, STORES, test } from '../fixtures';

// Everything here runs in the outdoor store and is undone at the end, so the other specs still see
// the demo stores as seeded.
test.use({ store: STORES.outdoor, baseURL: STORES.outdoor.url });
// Each test signs several users in through the real login form.
test.describe.configure({ timeout: 60_000 });

const signedIn = (browser: Browser, username: string) => personAt(browser, STORES.outdoor, username);

/** A JSON call from inside the page, with its cookies and a CSRF token. */
async function call<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const { csrfToken } = await (await fetch('/api/csrf-token/')).json();
      const res = await fetch(path, {
        method,
        headers: { 'Content-Type': 'application/json', 'X-CSRFToken': csrfToken },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return res.json();
    },
    { method, path, body },
  ) as Promise<T>;
}

test('the dashboards show each role its view with a role badge, and pass axe', async ({ browser, page }) => {
  test.setTimeout(90_000);
  await page.goto('/dashboard');
  await expect(page.getByText('Please log in to access the dashboard')).toBeVisible();
  for (const [username, badge, marker] of [
    ['shopper', 'Customer', 'View My Orders'],
    ['nova_cards', 'Supplier', 'Recent Products'],
    ['staff', 'Staff', 'Quick Actions'],
    ['admin', 'Admin', 'System Status'],
  ] as const) {
    const user = await signedIn(browser, username);
    await user.goto('/dashboard');
    await expect(user.getByRole('heading', { level: 1 })).toHaveText(`Dashboard ${badge}`);
    await expect(user.getByText(marker).first()).toBeVisible();
    if (badge === 'Staff' || badge === 'Admin')
      await expect(user.getByRole('img', { name: /Revenue/ })).toBeVisible();
    await expectAccessible(user);
    await user.context().close();
  }
});

test('a supplier adds a product that then shows in the storefront and its search', async ({ browser }) => {
  const nova = await signedIn(browser, 'nova_cards');
  await nova.goto('/dashboard');
  await nova.getByRole('link', { name: 'Add Product' }).click();
  await expect(nova.getByRole('heading', { name: 'Add Product' })).toBeVisible();
  await nova.getByLabel('Name').fill('Quasar Trail Lantern');
  await nova.getByLabel('SKU').fill('E2E-QTL-1');
  await nova.getByLabel('Price').fill('24.50');
  await nova.getByLabel('Stock').fill('6');
  await nova.getByLabel('Short description').fill('A lantern for long trails');
  await nova.getByRole('button', { name: 'Create Product' }).click();
  await expect(nova.getByRole('heading', { name: 'Edit Product' })).toBeVisible();
  await expect(nova.getByRole('form', { name: 'Variant Standard' }).getByLabel('Stock')).toHaveValue('6');
  await expectAccessible(nova);

  const shopper = await browser.newPage({ baseURL: STORES.outdoor.url });
  await shopper.goto('/products/quasar-trail-lantern');
  await expect(shopper.getByRole('heading', { name: 'Quasar Trail Lantern' })).toBeVisible();
  await expect(shopper.getByText('$24.50').first()).toBeVisible();
  await shopper.goto('/search?q=quasar');
  await expect(shopper.getByRole('heading', { name: 'Quasar Trail Lantern' })).toBeVisible();

  // Deactivated, it leaves the store again.
  await nova.goto('/dashboard/products');
  await nova.getByRole('button', { name: 'Deactivate Quasar Trail Lantern' }).click();
  await expect(nova.getByRole('button', { name: 'Activate Quasar Trail Lantern' })).toBeVisible();
  await shopper.goto('/search?q=quasar');
  await expect(shopper.getByRole('heading', { name: 'Quasar Trail Lantern' })).toHaveCount(0);
});

test('an admin changes the primary colour with a live preview and the storefront shows it', async ({
  browser,
}) => {
  const admin = await signedIn(browser, 'admin');
  await admin.goto('/dashboard');
  await admin.getByRole('link', { name: 'System Settings' }).click();
  await expect(admin.getByRole('heading', { name: 'Store Settings' })).toBeVisible();
  const primary = admin.getByRole('textbox', { name: 'Primary colour', exact: true });
  await expect(primary).toHaveValue(STORES.outdoor.primary);
  await primary.fill('#B91C1C');
  const preview = admin.getByRole('figure', { name: 'Live preview' });
  await expect(preview.getByText('Add to Cart')).toHaveCSS('background-color', 'rgb(185, 28, 28)');
  await expectAccessible(admin);
  await admin.getByRole('button', { name: 'Save Settings' }).click();
  await expect(admin.getByText('Store settings saved')).toBeVisible();

  const visitor = await browser.newPage({ baseURL: STORES.outdoor.url });
  await visitor.goto('/');
  const themed = () =>
    visitor.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--tenant-primary').trim(),
    );
  await expect.poll(themed).toBe('#B91C1C');

  await primary.fill(STORES.outdoor.primary);
  await admin.getByRole('button', { name: 'Save Settings' }).click();
  await expect(admin.getByText('Store settings saved')).toBeVisible();
});

test('staff ships an order and the customer’s order history shows shipped', async ({ browser }) => {
  const shopper = await signedIn(browser, 'shopper');
  const list = await call<{ results: { id: number; available_stock: number }[] }>(
    shopper,
    'GET',
    '/api/ecommerce/products/?page_size=50',
  );
  const product = list.results.find((p) => p.available_stock > 0)!;
  await call(shopper, 'POST', '/api/ecommerce/cart/', { product_id: product.id, quantity: 1 });
  const order = await call<{ order_number: string }>(
    shopper,
    'POST',
    '/api/ecommerce/checkout/',
    cashCheckout('shopper@outdoor.example'),
  );
  expect(order.order_number).toBeTruthy();

  const staff = await signedIn(browser, 'staff');
  await staff.goto('/dashboard');
  await staff.getByRole('link', { name: 'Manage Orders' }).click();
  const row = staff.getByRole('listitem', { name: `Order ${order.order_number}` });
  await row.getByRole('button', { name: 'Start processing' }).click();
  await expect(row.getByText('processing', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'Mark shipped' }).click();
  // Shipping asks for the carrier and tracking number (issue 25).
  const dialog = staff.getByRole('dialog');
  await dialog.getByRole('combobox', { name: /Carrier/ }).selectOption('ups');
  await dialog.getByRole('textbox', { name: /Tracking number/ }).fill('1Z999AA10123456784');
  await dialog.getByRole('button', { name: 'Confirm shipment' }).click();
  await expect(row.getByText('shipped', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await expectAccessible(staff);

  await shopper.goto('/dashboard');
  await shopper.getByRole('link', { name: 'View My Orders' }).click();
  await expect(shopper.getByRole('heading', { name: 'Order History' })).toBeVisible();
  const mine = shopper.getByRole('listitem').filter({ hasText: `Order ${order.order_number}` });
  await expect(mine.getByText('Shipped', { exact: true })).toBeVisible();
});

test('a customer asks to sell, and an admin approves the request on the users screen', async ({
  browser,
}) => {
  const shopper = await signedIn(browser, 'shopper');
  await shopper.goto('/account');
  await shopper.getByRole('button', { name: 'Edit' }).click();
  await shopper.getByLabel('Account Type').selectOption('supplier');
  await shopper.getByRole('button', { name: 'Save' }).click();
  await expect(shopper.getByText('awaiting the store’s approval')).toBeVisible();
  await shopper.goto('/dashboard');
  await expect(shopper.getByRole('status').filter({ hasText: 'awaits an admin’s approval' })).toBeVisible();
  await expectAccessible(shopper);

  const admin = await signedIn(browser, 'admin');
  await admin.goto('/dashboard/users');
  const row = admin.getByRole('listitem').filter({ hasText: '(shopper)' });
  await expect(row.getByText('Awaiting approval')).toBeVisible();
  await expectAccessible(admin);
  await row.getByRole('button', { name: 'Approve shopper as a supplier' }).click();
  await expect(row.getByText('Awaiting approval')).toHaveCount(0);

  await shopper.reload();
  await expect(shopper.getByText('awaits an admin’s approval')).toHaveCount(0);
  await call(shopper, 'PATCH', '/api/user/profile/', { role: 'customer' });
});
