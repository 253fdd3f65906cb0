import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  fillCheckout,
  MOBILE,
  personAt,
  registerThroughForm,
  STORES,
  test,
  visitorAt,
} from '../fixtures';

// Journey 4 (JOURNEYS.md), issue 25 story (d): staff create a product with variants, a customer buys one
// of them, staff ship the order with carrier and tracking, and the customer's order shows the tracking.
// Everything goes through the screens; the names are new on every run, so a retry starts clean.

const TRACKING = '1Z999AA10123456784';
// A step that cannot happen fails in seconds rather than at the story's timeout.
test.use({ actionTimeout: 20_000 });

/** A variant's form on the product's edit page. */
const variantForm = (page: Page, name: string) => page.getByRole('form', { name });

async function fillVariant(form: ReturnType<typeof variantForm>, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields))
    await form
      .getByRole(label === 'Stock' ? 'spinbutton' : 'textbox', { name: label, exact: true })
      .fill(value);
}

test('staff create a product with variants, a customer buys one, staff ship it and the customer sees the tracking', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const started = Date.now();
  const id = started.toString(36);
  const name = `Star Map Playmat ${id}`;
  const sku = `SMP-${id}`.toUpperCase();
  const staff = await personAt(browser, STORES.cards, 'staff');

  await test.step('staff create the product, then give it its variants', async () => {
    await staff.goto('/dashboard');
    await staff.getByRole('link', { name: 'Manage Products', exact: true }).click();
    await staff.getByRole('link', { name: 'Add Product' }).click();
    await expect(staff.getByRole('heading', { name: 'Add Product' })).toBeVisible();
    await staff.getByLabel('Name').fill(name);
    await staff.getByLabel('SKU').fill(sku);
    await staff.getByLabel('Price').fill('30.00');
    await staff.getByLabel('Stock').fill('5');
    await staff.getByRole('button', { name: 'Create Product' }).click();
    await expect(staff.getByRole('heading', { name: 'Edit Product' })).toBeVisible();

    // The first variant becomes the small black mat; a large blue one and an XL are added.
    const standard = variantForm(staff, 'Variant Standard');
    await fillVariant(standard, { Name: 'Small · Black', Size: 'Small', Finish: 'Black' });
    await standard.getByRole('button', { name: 'Save' }).click();
    await expect(
      variantForm(staff, 'Variant Small · Black').getByRole('button', { name: 'Saved' }),
    ).toBeVisible();
    const added = variantForm(staff, 'New variant');
    await added.getByRole('button', { name: 'Add Variant' }).click();
    await expect(added.getByText('Name is required')).toBeVisible();
    await fillVariant(added, {
      Name: 'Large · Blue',
      SKU: `${sku}-L`,
      Price: '42.50',
      Stock: '3',
      Size: 'Large',
      Finish: 'Blue',
    });
    await added.getByRole('button', { name: 'Add Variant' }).click();
    await expect(variantForm(staff, 'Variant Large · Blue')).toBeVisible();
    // A SKU the store already uses is refused under its field.
    await fillVariant(added, { Name: 'XL', SKU: `${sku}-L`, Price: '50.00', Stock: '1' });
    await added.getByRole('button', { name: 'Add Variant' }).click();
    await expect(added.getByText('Already in use')).toBeVisible();
    await fillVariant(added, { SKU: `${sku}-XL` });
    await added.getByRole('button', { name: 'Add Variant' }).click();
    const xl = variantForm(staff, 'Variant XL');
    await expect(xl).toBeVisible();
    await expectAccessible(staff);
    await staff.screenshot({ path: 'test-results/journey-staff-variants-1280.png', fullPage: true });
    await xl.getByRole('button', { name: 'Remove' }).click();
    await expect(xl).toHaveCount(0);
    await expect(staff.getByRole('form', { name: /^Variant / })).toHaveCount(2);

    await staff.setViewportSize(MOBILE);
    await expect(variantForm(staff, 'Variant Large · Blue').getByLabel('SKU')).toHaveValue(`${sku}-L`);
    await expectAccessible(staff);
    await staff.screenshot({ path: 'test-results/journey-staff-variants-390.png', fullPage: true });
    await staff.setViewportSize({ width: 1280, height: 800 });
  });

  const customer = await visitorAt(browser, STORES.cards);
  const email = `playmat-${id}@example.com`;
  let number = '';
  await test.step('a new customer finds it, chooses the large blue mat and checks out', async () => {
    await registerThroughForm(customer, { firstName: 'Ada', username: `ada_${id}`, email });
    await customer.goto(`/search?q=${encodeURIComponent(name)}`);
    await customer.getByRole('link', { name }).first().click();
    await expect(customer.getByRole('heading', { name, level: 1 })).toBeVisible();
    const option = customer.getByRole('combobox', { name: 'Option' });
    await expect(option.getByRole('option')).toHaveText([
      'Small · Black — $30.00 · 5 available',
      'Large · Blue — $42.50 · 3 available',
    ]);
    await option.selectOption({ label: 'Large · Blue — $42.50 · 3 available' });
    await expect(customer.getByText('$42.50', { exact: true }).first()).toBeVisible();
    await customer.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
    await expect(customer.getByText(`1 item(s) of ${name} added to cart!`)).toBeVisible();
    await customer.goto('/cart');
    const line = customer.getByRole('main').getByRole('listitem').filter({ hasText: name });
    await expect(line.getByText('Large · Blue', { exact: true })).toBeVisible();
    await expect(line.getByText(`SKU: ${sku}-L`, { exact: true })).toBeVisible();
    await customer.goto('/checkout');
    await fillCheckout(customer, { Email: email });
    await expect(customer.getByTestId('checkout-total')).toHaveText('$48.49');
    await customer.getByRole('button', { name: 'Place Order' }).click();
    await expect(customer.getByText('Order placed successfully!')).toBeVisible();
    number = (await customer.getByTestId('order-number').textContent())!;
  });

  await test.step('staff process the order and ship it with carrier and tracking number', async () => {
    await staff.goto('/dashboard');
    await staff.getByRole('link', { name: 'Manage Orders' }).click();
    const row = staff.getByRole('listitem', { name: `Order ${number}` });
    await expect(row).toContainText(`${name} (Large · Blue)`);
    if (await row.getByRole('button', { name: 'Start processing' }).isVisible())
      await row.getByRole('button', { name: 'Start processing' }).click();
    await row.getByRole('button', { name: 'Mark shipped' }).click();
    const dialog = staff.getByRole('dialog', { name: `Ship order #${number}` });
    await dialog.getByRole('combobox', { name: /Carrier/ }).selectOption('ups');
    await dialog.getByRole('textbox', { name: /Tracking number/ }).fill(TRACKING);
    await expectAccessible(staff);
    await dialog.getByRole('button', { name: 'Confirm shipment' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByText('shipped', { exact: true })).toBeVisible();
  });

  await test.step('the customer’s order names the variant and shows the tracking', async () => {
    await customer.goto('/account/orders');
    await customer.getByRole('link', { name: `View Details of order ${number}` }).click();
    await expect(customer.getByRole('heading', { name: 'Shipment' })).toBeVisible();
    await expect(customer.getByText(TRACKING)).toBeVisible();
    await expect(customer.getByRole('link', { name: /Track your parcel with UPS/ })).toBeVisible();
    await expect(customer.getByText(`${name} (Large · Blue) × 1`)).toBeVisible();
    await expect(customer.locator('dl div').filter({ hasText: 'Shipping (' })).toContainText('$5.99');
    await expectAccessible(customer);
    await customer.screenshot({ path: 'test-results/journey-staff-order-1280.png', fullPage: true });
  });
  console.log(`story (d) staff's day: ${((Date.now() - started) / 1000).toFixed(1)} s`);
});
