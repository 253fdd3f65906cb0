import path from 'node:path';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, expectAccessible, importFile, MOBILE, MTG_DATA, test } from '../fixtures';

const port = Number(process.env.E2E_PORT ?? 8123);
const PLATFORM = `http://platform.localhost:${port}`;
/** The card data a new store loads first (Scryfall, 433 printings), then a real Archidekt collection export. */
const CATALOGUE = path.join(MTG_DATA, 'scryfall/mtg_scryfall_cards.json');
const COLLECTION = path.join(MTG_DATA, 'csv/archidekt/archidekt_collection_export.csv');
const SHOTS = process.env.E2E_SHOTS;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  const size = page.viewportSize();
  await page.screenshot({ path: `${SHOTS}/${name}-${size?.width ?? 1280}.png`, fullPage: true });
}

for (const viewport of [{ width: 1280, height: 800 }, { ...MOBILE }]) {
  test(`a new store goes from the console to its first order in one sitting (${viewport.width} px)`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(420_000); // the whole story on a shared machine; its time is logged below
    await page.setViewportSize(viewport);
    const started = Date.now();
    const n = `${viewport.width}-${Date.now() % 1_000_000}`;
    const name = `Delver Den ${n}`;
    const slug = `delver-den-${n}`;
    const store = `http://${slug}.localhost:${port}`;
    const ownerEmail = `owner-${n}@den.example`;

    await test.step('an operator creates the store in the console', async () => {
      await page.goto(`${PLATFORM}/`);
      await page.getByLabel('Email').fill('operator@storefront.localhost');
      await page.getByLabel('Password').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByRole('button', { name: 'Create Store' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create a store' });
      await dialog.getByLabel('Store name').fill(name);
      await dialog.getByLabel('Store name').press('Tab');
      await expect(dialog.getByLabel('Slug')).toHaveValue(slug);
      await expect(dialog.getByLabel('Domain')).toHaveValue(`${slug}.localhost`);
      await dialog.getByLabel('Owner email').fill(ownerEmail);
      await dialog.getByRole('button', { name: 'Create Store' }).click();
      await expect(page.getByRole('dialog', { name: 'Store created' })).toBeVisible();
    });
    const link = (await page
      .getByRole('dialog', { name: 'Store created' })
      .locator('.font-mono')
      .textContent())!;

    await test.step('a shopper meets "Opening soon"', async () => {
      await page.goto(`${store}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name} is opening soon`);
      await expectAccessible(page);
      await shoot(page, 'setup-opening-soon');
    });

    await test.step('the owner sets a password, signs in and lands in the wizard', async () => {
      await page.goto(link);
      await page.getByRole('textbox', { name: 'New Password', exact: true }).fill('den-owner-pass-1');
      await page.getByRole('textbox', { name: 'Confirm New Password' }).fill('den-owner-pass-1');
      await page.getByRole('button', { name: 'Set New Password' }).click();
      // Signed in by the link, straight into the wizard (issue 25).
      await expect(page).toHaveURL(/\/dashboard\/setup$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set up your store');
      await expect(page.locator('#setup-step-title')).toHaveText('Store name');
      await expectAccessible(page);
      await shoot(page, 'setup-name');
    });

    await test.step('walks the wizard: name, details skipped, colours with the contrast check, shipping', async () => {
      await page.getByRole('button', { name: 'Save and continue' }).click();
      await expect(page.locator('#setup-step-title')).toHaveText('Business details');
      await expectAccessible(page);
      await shoot(page, 'setup-details');
      await page.getByRole('button', { name: 'Skip this step' }).click();

      await expect(page.locator('#setup-step-title')).toHaveText('Colours');
      await page.getByRole('textbox', { name: 'Primary colour', exact: true }).fill('#7DD3FC');
      await expect(page.getByRole('list', { name: 'Contrast check' })).toContainText(
        'White text on the primary colour: contrast 1.66:1 — below 4.5:1',
      );
      await page.getByRole('textbox', { name: 'Primary colour', exact: true }).fill('#9A3412');
      await expect(page.getByRole('list', { name: 'Contrast check' })).toContainText(
        'White text on the primary colour: contrast 7.30:1 — easy to read (WCAG AA).',
      );
      await expectAccessible(page);
      await shoot(page, 'setup-colours');
      await page.getByRole('button', { name: 'Save and continue' }).click();
      await expect(page.locator('#setup-step-title')).toHaveText('Logo');
      await expect
        .poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--tenant-primary')))
        .toBe('#9A3412');
      await expectAccessible(page);
      await shoot(page, 'setup-logo');
      await page.getByRole('button', { name: 'Skip this step' }).click();
      await expect(page.locator('#setup-step-title')).toHaveText('Application type');
      await shoot(page, 'setup-app-type');
      await page.getByRole('button', { name: 'Skip this step' }).click();

      await expect(page.locator('#setup-step-title')).toHaveText('Shipping');
      const standard = page.getByRole('form', { name: 'Shipping method Standard Shipping' });
      await standard.getByLabel('Price ($)').fill('3.50');
      await standard.getByRole('button', { name: 'Save' }).click();
      await expect(standard.getByRole('button', { name: 'Saved' })).toBeVisible();
      await expectAccessible(page);
      await shoot(page, 'setup-shipping');
      await page.getByRole('button', { name: 'Continue' }).click();

      await expect(page.locator('#setup-step-title')).toHaveText('Payments');
      await expectAccessible(page);
      await shoot(page, 'setup-payments');
      await page.getByRole('button', { name: 'Continue' }).click();

      await expect(page.locator('#setup-step-title')).toHaveText('Suppliers');
      await page.getByLabel('Supplier e-mail').fill(`stock-${n}@den.example`);
      await page.getByRole('button', { name: 'Send invitation' }).click();
      await expect(
        page.getByText(`We have sent stock-${n}@den.example a link to choose a password.`),
      ).toBeVisible();
      await expectAccessible(page);
      await shoot(page, 'setup-suppliers');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.locator('#setup-step-title')).toHaveText('Import your cards');
      await expectAccessible(page);
      await shoot(page, 'setup-import');
    });

    await test.step('a reload keeps the progress', async () => {
      await page.reload();
      const steps = page.getByRole('navigation', { name: 'Setup steps' });
      await expect(steps.getByRole('link', { name: /Colours/ }).getByLabel('done')).toBeVisible();
      await expect(steps.getByRole('link', { name: /Business details/ }).getByLabel('skipped')).toBeVisible();
    });

    // On a phone only the screens that change with width: the imports and the purchase read the same at
    // 1280 px, and journey-owner.spec and journey-shopper.spec walk them again (CI time).
    const phone = viewport.width < 1280;
    if (phone)
      await test.step('skips the imports on a phone', async () => {
        await page.getByRole('button', { name: 'Skip this step' }).click();
      });
    else
      await test.step('imports the card data, then the collection export, watching the progress', async () => {
        await page.getByRole('link', { name: 'Open the import screen' }).click();
        await expect(page.getByRole('heading', { name: 'Import Cards', level: 1 })).toBeVisible();
        await importFile(page, CATALOGUE, 'application/json');
        await page.goto(`${store}/dashboard/import`);
        await importFile(page, COLLECTION, 'text/csv');
        await expect(
          page.getByText(/^Import complete: 1 offers with stock and 0 at zero written from \d+ rows/),
        ).toBeVisible();
        await page.getByRole('link', { name: 'Back to store setup' }).click();
        await page.getByRole('button', { name: 'My cards are in — continue' }).click();
      });

    await test.step('goes live', async () => {
      await expect(page.locator('#setup-step-title')).toHaveText('Go live');
      await expectAccessible(page);
      await shoot(page, 'setup-go-live');
      await page.getByRole('button', { name: 'Go live' }).click();
      await expect(page.getByText('Your store is live: shoppers can find and buy your cards.')).toBeVisible();
    });

    if (phone) return;
    await test.step('a shopper finds the card through the TCG search and buys it', async () => {
      const shopper = await browser.newPage({ viewport });
      await shopper.goto(`${store}/register`);
      await shopper.getByLabel('First Name').fill('Sam');
      await shopper.getByLabel('Last Name').fill('Shopper');
      await shopper.getByLabel('Username').fill(`sam_${n.replace('-', '_')}`);
      await shopper.getByLabel('Email').fill(`sam-${n}@example.com`);
      await shopper.getByLabel(/^Password/).fill('sam-shopper-1');
      await shopper.getByLabel('Confirm Password').fill('sam-shopper-1');
      await shopper.getByRole('checkbox').check();
      await shopper.getByRole('button', { name: 'Create Account' }).click();
      await expect(shopper).toHaveURL(/\/$/);
      await shopper.goto(`${store}/tcg/search?q=${encodeURIComponent('"Delver of Secrets"')}`);
      const card = shopper.getByRole('article').filter({ hasText: 'Delver of Secrets' }).first();
      await expect(card).toBeVisible({ timeout: 30_000 });
      await card.getByRole('button', { name: /Add to Cart/ }).click();
      // Leaving before the cart has it would cancel the add (it fetches a CSRF token first).
      await expect(shopper.getByRole('link', { name: 'Shopping cart, 1 items' })).toBeVisible();
      await shopper.goto(`${store}/checkout`);
      await shopper.getByRole('textbox', { name: 'Email', exact: true }).fill(`sam-${n}@example.com`);
      await shopper.getByRole('textbox', { name: 'Phone', exact: true }).fill('555-0100');
      await shopper.getByRole('textbox', { name: 'First Name', exact: true }).fill('Sam');
      await shopper.getByRole('textbox', { name: 'Last Name', exact: true }).fill('Shopper');
      await shopper.getByRole('textbox', { name: 'Address', exact: true }).fill('1 Main St');
      await shopper.getByRole('textbox', { name: 'City', exact: true }).fill('Portland');
      await shopper.getByRole('textbox', { name: 'State', exact: true }).fill('OR');
      await shopper.getByRole('textbox', { name: 'ZIP Code', exact: true }).fill('97205');
      await shopper.getByRole('textbox', { name: 'Card Number', exact: true }).fill('4242 4242 4242 4242');
      await shopper.getByRole('textbox', { name: 'Expiry Date', exact: true }).fill('12/39');
      await shopper.getByRole('textbox', { name: 'CVC', exact: true }).fill('123');
      await shopper.getByRole('textbox', { name: 'Cardholder Name', exact: true }).fill('Sam Shopper');
      await shopper.getByRole('button', { name: 'Place Order' }).click();
      await expect(shopper.getByRole('heading', { name: 'Order Confirmed!', level: 1 })).toBeVisible();
      await shopper.close();
    });

    await test.step('the owner sees the order on the dashboard', async () => {
      await page.goto(`${store}/dashboard/orders`);
      await expect(page.getByRole('listitem', { name: /^Order / })).toContainText(`sam-${n}@example.com`);
    });
    const seconds = Math.round((Date.now() - started) / 1000);
    console.log(`store setup story at ${viewport.width} px: ${seconds} s`);
    test.info().annotations.push({ type: 'duration', description: `${seconds} s` });
  });
}
