import type { Page } from '@playwright/test';
import { emptyCart, expect, expectAccessible, STORES, test } from '../fixtures';

// Issue 29, part 3 (decision 065): a card's language is searchable and shown on the card, the product page
// and the cart.

const SEARCH = `${STORES.cards.url}/tcg/search`;
const found = (page: Page) => page.getByText(/^Found \d+ TCG products?$/);
const MOXFIELD = [
  '"Count","Tradelist Count","Name","Edition","Condition","Language","Foil","Tags","Last Modified","Collector Number","Alter","Proxy","Purchase Price"',
  '"2","2","Cinder Wall","cns","Near Mint","Japanese","","","2026-05-15 13:51:43","140","False","False","0.75"',
].join('\n');

test('a player finds the Japanese copies with lang:ja and the cart says Japanese', async ({
  page,
  signedInAs,
  api,
}) => {
  test.slow();
  await signedInAs('admin');
  await emptyCart(api);
  // The store takes in two Japanese copies of an English printing through the import screen.
  await page.goto(`${STORES.cards.url}/dashboard/import`);
  await page.getByLabel('Export file').setInputFiles({
    name: 'moxfield_haves.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(MOXFIELD),
  });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByLabel('Format')).toHaveValue('moxfield');
  await page.getByRole('button', { name: 'Start import' }).click();
  await expect(page.getByText(/^Import complete/)).toBeVisible({ timeout: 30_000 });

  await page.goto(`${SEARCH}?q=${encodeURIComponent('lang:ja')}`);
  await expect(found(page)).toHaveText('Found 1 TCG products', { timeout: 20_000 });
  const card = page.getByRole('article');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Cinder Wall');
  await expect(card).toContainText('Language: English, Japanese');
  await expectAccessible(page);

  await card.getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: 'Cinder Wall', level: 1 })).toBeVisible();
  await expect(page.getByText('Language', { exact: true })).toBeVisible();
  const condition = page.getByRole('combobox', { name: 'Condition' });
  const japanese = await condition.locator('option', { hasText: 'Japanese' }).getAttribute('value');
  await condition.selectOption(japanese!);
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: /^Shopping cart, 1 items?$/ })).toBeVisible();
  await expectAccessible(page);

  await page.goto(`${STORES.cards.url}/cart`);
  await expect(page.getByRole('main')).toContainText('Cinder Wall');
  await expect(page.getByRole('main')).toContainText('Near Mint (Japanese)');
  await expectAccessible(page);
  await emptyCart(api);
});

test('the Language filter counts each language and narrows the search to it', async ({ page }) => {
  await page.goto(SEARCH);
  await expect(found(page)).toBeVisible({ timeout: 20_000 });
  const language = page.getByLabel('Language', { exact: true });
  await expect(language.locator('option').first()).toHaveText('All Languages');
  await expect(language.locator('option', { hasText: 'French' })).toHaveText('French (1)');
  await language.selectOption('fr');
  await Promise.all([
    page.waitForResponse(/tcg_search/),
    page
      .getByRole('form', { name: 'TCG filters' })
      .getByRole('button', { name: 'Search', exact: true })
      .click(),
  ]);
  await expect(page).toHaveURL(/language=fr/);
  await expect(found(page)).toHaveText('Found 1 TCG products');
  await expect(page.getByRole('article')).toContainText('Sylvan Library');
  await expect(page.getByRole('article')).toContainText('Language: French');
  await expectAccessible(page);
});
