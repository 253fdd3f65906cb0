import path from 'node:path';
import {
  expect,
  expectAccessible,
  importFile,
  MOBILE,
  MTG_DATA,
  test,
  visitorAt,
  type Api,
  type Mail,
} from '../fixtures';

// Journey 1 (JOURNEYS.md), issue 25 story (a): someone opens a store by signing up on the platform host,
// chooses a password from the e-mailed link, walks the setup wizard, imports card data and their own
// collection export as the store's stock (no supplier, no second e-mail address), and goes live; a shopper
// then finds a card sold by the store itself.

test.use({ actionTimeout: 20_000 });

const port = Number(process.env.E2E_PORT ?? 8123);
const PLATFORM = `http://platform.localhost:${port}`;
/** Card data (Scryfall, 433 printings), then the owner's Archidekt collection export. */
const CATALOGUE = path.join(MTG_DATA, 'scryfall/mtg_scryfall_cards.json');
const COLLECTION = path.join(MTG_DATA, 'csv/archidekt/archidekt_collection_export.csv');

const step = (page: Parameters<typeof expectAccessible>[0]) => page.locator('#setup-step-title');

test('a new owner signs up, sets a password from the e-mail, walks the wizard, imports cards and stock, and goes live', async ({
  page,
  api,
  browser,
}) => {
  test.setTimeout(300_000);
  const started = Date.now();
  const n = started.toString(36);
  const name = `Founder Cards ${n}`;
  const store = `http://founder-${n}.localhost:${port}`;
  const email = `founder-${n}@example.com`;

  await test.step('"Open your store" on the platform host checks the form and mails a link', async () => {
    await page.goto(`${PLATFORM}/`);
    await page.getByRole('link', { name: 'Open your store' }).click();
    await expect(page.getByRole('heading', { name: 'Open your store', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Open my store' }).click();
    await expect(page.getByText('Store name is required')).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Store name').fill(name);
    await page.getByLabel('Subdomain').fill('admin');
    await page.getByLabel('Your e-mail').fill(email);
    await page.getByRole('button', { name: 'Open my store' }).click();
    await expect(page.getByText('This name is reserved')).toBeVisible();
    await page.getByLabel('Subdomain').fill(`founder-${n}`);
    await expect(page.getByText(`Your store’s address: founder-${n}.localhost`)).toBeVisible();
    await page.getByRole('button', { name: 'Open my store' }).click();
    await expect(page.getByText(`We have sent a link to ${email}.`)).toBeVisible();
    await page.setViewportSize(MOBILE);
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/journey-owner-signup-390.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  await test.step('the e-mailed link creates the store; the owner chooses a password and lands in the wizard', async () => {
    const [mail] = (
      await (api as Api).get<{ results: Mail[] }>(`/api/test/outbox/?to=${encodeURIComponent(email)}`)
    ).json.results;
    await page.goto(/http:\/\/\S+\/signup\/confirm\?token=\S+/.exec(mail!.body)![0]);
    await expect(page).toHaveURL(new RegExp(`^${store}/password-reset/confirm`), { timeout: 30_000 });
    await page.getByRole('textbox', { name: 'New Password', exact: true }).fill('founder-pass-1');
    await page.getByRole('textbox', { name: 'Confirm New Password' }).fill('founder-pass-1');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page).toHaveURL(/\/dashboard\/setup$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set up your store');
    await expect(step(page)).toHaveText('Store name');
  });

  await test.step('walks the wizard: name, details, colours, logo, type, shipping, payments, suppliers', async () => {
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(step(page)).toHaveText('Business details');
    await page.getByRole('button', { name: 'Skip this step' }).click();
    await expect(step(page)).toHaveText('Colours');
    await page.getByRole('textbox', { name: 'Primary colour', exact: true }).fill('#9A3412');
    await expect(page.getByRole('list', { name: 'Contrast check' })).toContainText('easy to read (WCAG AA)');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(step(page)).toHaveText('Logo');
    await page.getByRole('button', { name: 'Skip this step' }).click();
    await expect(step(page)).toHaveText('Application type');
    await page.getByRole('button', { name: 'Skip this step' }).click();
    await expect(step(page)).toHaveText('Shipping');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(step(page)).toHaveText('Payments');
    await page.getByRole('button', { name: 'Continue' }).click();
    // The store sells its own stock: no supplier is needed to go on.
    await expect(step(page)).toHaveText('Suppliers');
    await expect(
      page.getByText('You do not need one: the cards you import are your store’s own stock.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(step(page)).toHaveText('Import your cards');
    await expect(
      page.getByText('Then import your collection export: it becomes your store’s own stock.'),
    ).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/journey-owner-wizard-1280.png', fullPage: true });
    await page.setViewportSize(MOBILE);
    await expect(step(page)).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/journey-owner-wizard-390.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  await test.step('imports the card data, then the owner’s collection export as the store’s own stock', async () => {
    await page.getByRole('link', { name: 'Open the import screen' }).click();
    await expect(page.getByRole('heading', { name: 'Import Cards', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Whose stock')).toHaveCount(0);
    await importFile(page, CATALOGUE, 'application/json');
    await expect(page.getByText(/^Import complete: 433 cards written \(433 new\)/)).toBeVisible();
    await page.goto(`${store}/dashboard/import`);
    await importFile(page, COLLECTION, 'text/csv');
    await expect(page.getByText(/^Import complete: \d+ offers? with stock/)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back to store setup' }).click();
    await page.getByRole('button', { name: 'My cards are in — continue' }).click();
  });

  await test.step('goes live; a shopper finds a card the store itself sells', async () => {
    await expect(step(page)).toHaveText('Go live');
    await page.getByRole('button', { name: 'Go live' }).click();
    await expect(page.getByText('Your store is live: shoppers can find and buy your cards.')).toBeVisible();
    await expectAccessible(page);

    const shopper = await visitorAt(browser, {
      slug: '',
      name,
      primary: '',
      appType: 'ecommerce',
      url: store,
    });
    await shopper.goto('/tcg/search?q=%22Delver%20of%20Secrets%22');
    const card = shopper.getByRole('article').filter({ hasText: 'Delver of Secrets' }).first();
    await expect(card).toBeVisible({ timeout: 30_000 });
    await card.getByRole('link').first().click();
    await expect(shopper.getByRole('heading', { name: /Delver of Secrets/, level: 1 })).toBeVisible();
    await expect(shopper.getByRole('main').getByText(name, { exact: true }).first()).toBeVisible();
    await expectAccessible(shopper);
    await shopper.screenshot({ path: 'test-results/journey-owner-product-1280.png', fullPage: true });
    await shopper.context().close();
  });
  console.log(`story (a) an owner opens a store: ${((Date.now() - started) / 1000).toFixed(1)} s`);
});
