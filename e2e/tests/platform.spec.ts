import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, expectAccessible, MOBILE, test } from '../fixtures';

const port = Number(process.env.E2E_PORT ?? 8123);
const PLATFORM = `http://platform.localhost:${port}`;
/** The demo's platform operator (README). */
const OPERATOR = { email: 'operator@storefront.localhost', password: DEMO_PASSWORD };
const shots = process.env.SCREENSHOT_DIR;

async function signInToConsole(page: Page) {
  await page.goto(`${PLATFORM}/`);
  await expect(page.getByRole('heading', { name: 'Platform console' })).toBeVisible();
  await page.getByLabel('Email').fill(OPERATOR.email);
  await page.getByLabel('Password').fill(OPERATOR.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Stores', level: 1 })).toBeVisible();
}

const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

test('an operator creates a store in the console; it answers at once, themed, and its owner signs in', async ({
  page,
}) => {
  test.setTimeout(300_000); // a long story on a shared machine
  const n = Date.now() % 1_000_000;
  const name = `Panel Comics ${n}`;
  const slug = `panel-comics-${n}`;
  const host = `${slug}.localhost`;
  const ownerEmail = `owner${n}@comics.example`;

  await page.goto(`${PLATFORM}/`);
  await expectAccessible(page);
  await signInToConsole(page);
  await expect(rowOf(page, 'Arcane Vault Games')).toContainText('cards.localhost');
  await expectAccessible(page);
  if (shots) await page.screenshot({ path: `${shots}/console-1280.png`, fullPage: true });

  await page.getByRole('button', { name: 'Create Store' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a store' });
  await dialog.getByLabel('Store name').fill(name);
  await dialog.getByLabel('Store name').press('Tab');
  await expect(dialog.getByLabel('Slug')).toHaveValue(slug);
  await expect(dialog.getByLabel('Domain')).toHaveValue(host);
  await dialog.getByLabel('Owner email').fill(ownerEmail);
  await expectAccessible(page);
  if (shots) await page.screenshot({ path: `${shots}/create-1280.png` });
  await dialog.getByRole('button', { name: 'Create Store' }).click();

  const done = page.getByRole('dialog', { name: 'Store created' });
  await expect(done).toContainText(`${name} is ready at http://${host}:${port}`);
  const link = (await done.locator('.font-mono').textContent())!;
  expect(link).toMatch(new RegExp(`^http://${host}:${port}/password-reset/confirm\\?token=[\\w-]{43}$`));
  await done.getByRole('button', { name: 'Done' }).click();
  await expect(rowOf(page, name)).toContainText(host);
  await expect(rowOf(page, name)).toContainText('Active');

  // Served at once, in the platform's colours, with its own name; shoppers see "Opening soon" until it goes live.
  await page.goto(`http://${host}:${port}/`);
  await expect(page.getByRole('banner')).toContainText(name);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name} is opening soon`);
  expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--tenant-primary'))).toBe(
    '#1D4ED8',
  );
  await expect(page).toHaveTitle(`Opening soon | ${name} | Storefront`);
  await expectAccessible(page);

  // The owner chooses a password with the link, signs in, and is the store's admin.
  await page.goto(link);
  await page.getByRole('textbox', { name: 'New Password', exact: true }).fill('comics-owner-1');
  await page.getByRole('textbox', { name: 'Confirm New Password' }).fill('comics-owner-1');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  // Signed in by the link, straight into the setup wizard.
  await expect(page).toHaveURL(/\/dashboard\/setup$/);
  await page.goto(`http://${host}:${port}/dashboard`);
  // A store that has not gone live sends its admin to the setup wizard; "Finish later" reaches the dashboard.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set up your store');
  await page.getByRole('button', { name: 'Finish later' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard Admin');

  // Its dashboard's "Tenants" opens the platform console.
  await page.getByRole('link', { name: 'Tenants' }).click();
  await expect(page).toHaveURL(`${PLATFORM}/`);
  await expect(page.getByRole('heading', { name: 'Stores', level: 1 })).toBeVisible();

  // Suspended: every page of the store is its 503 page; resumed, it is back.
  await rowOf(page, name)
    .getByRole('button', { name: `Suspend ${name}` })
    .click();
  await page
    .getByRole('dialog', { name: `Suspend ${name}?` })
    .getByRole('button', { name: 'Suspend Store' })
    .click();
  await expect(rowOf(page, name)).toContainText('Suspended');
  let answer = await page.goto(`http://${host}:${port}/products`);
  expect(answer?.status()).toBe(503);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name} is closed for now`);
  await expectAccessible(page);
  await page.goto(`${PLATFORM}/`);
  await rowOf(page, name)
    .getByRole('button', { name: `Resume ${name}` })
    .click();
  await expect(rowOf(page, name)).toContainText('Active');
  answer = await page.goto(`http://${host}:${port}/`);
  expect(answer?.status()).toBe(200);

  // Deleted, after typing its slug: its host has no store.
  await page.goto(`${PLATFORM}/`);
  await rowOf(page, name)
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  const confirm = page.getByRole('dialog', { name: `Delete ${name}?` });
  await expect(confirm.getByRole('button', { name: 'Delete Store' })).toBeDisabled();
  await confirm.getByLabel('Store slug').fill(slug);
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Delete Store' }).click();
  await expect(rowOf(page, name)).toHaveCount(0);
  answer = await page.goto(`http://${host}:${port}/`);
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No store here');
  await expectAccessible(page);
});

test('a store admin cannot use the console', async ({ page }) => {
  await page.goto(`${PLATFORM}/`);
  await page.getByLabel('Email').fill('admin@cards.example');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
});

test.describe('on a phone', () => {
  test.use({ viewport: MOBILE });

  test('the console lists the stores and opens the create form', async ({ page }) => {
    await signInToConsole(page);
    await expectAccessible(page);
    if (shots) await page.screenshot({ path: `${shots}/console-390.png`, fullPage: true });
    await page.getByRole('button', { name: 'Create Store' }).click();
    await expect(page.getByRole('dialog', { name: 'Create a store' })).toBeVisible();
    await expectAccessible(page);
    if (shots) await page.screenshot({ path: `${shots}/create-390.png` });
  });
});
