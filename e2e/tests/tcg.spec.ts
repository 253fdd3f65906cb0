import type { Page } from '@playwright/test';
import { expect, expectAccessible, STORES, test } from '../fixtures';

/** A 1 × 1 PNG, what the stand-in card host answers. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const SEARCH = `${STORES.cards.url}/tcg/search`;
const found = (page: Page) => page.getByText(/^Found \d+ TCG products$/);
const searchButton = (page: Page) =>
  page.getByRole('form', { name: 'TCG filters' }).getByRole('button', { name: 'Search', exact: true });
/** Clicks Search and waits for the answer, so the old results are not mistaken for the new ones. */
const submit = async (page: Page) => {
  await Promise.all([page.waitForResponse(/tcg_search/), searchButton(page).click()]);
};
const countOf = async (page: Page) =>
  Number(/Found (\d+)/.exec((await found(page).textContent()) ?? '')?.[1]);

test('the TCG search page shows its heading, subtitle, filters and first results', async ({ page }) => {
  test.slow();
  await page.goto(SEARCH);
  await expect(page.getByRole('heading', { name: 'TCG Search', level: 1 })).toBeVisible();
  await expect(
    page.getByText('Search and filter trading card game products with advanced TCG-specific criteria.'),
  ).toBeVisible();
  await expect(page.getByPlaceholder('Search for cards...')).toBeVisible();
  for (const [label, all] of <[string, string][]>[
    ['Game', 'All Games'],
    ['Rarity', 'All Rarities'],
    ['Card Type', 'All Types'],
    ['Set', 'All Sets'],
    ['Color', 'All Colors'],
  ])
    await expect(page.getByLabel(label, { exact: true }).locator('option').first()).toHaveText(all);
  await expect(page.getByLabel('Mana Cost')).toHaveAttribute('min', '0');
  await expect(page.getByLabel('Min Price')).toHaveAttribute('step', '0.01');
  await expect(page.getByLabel('In Stock Only')).not.toBeChecked();
  await expect(found(page)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('article')).toHaveCount(24);
  await expectAccessible(page);
});

test('a shopper filters by game, rarity and price and the URL keeps the search', async ({ page }) => {
  await page.goto(SEARCH);
  await expect(found(page)).toBeVisible({ timeout: 20_000 });
  const all = await countOf(page);
  await page.getByLabel('Game', { exact: true }).selectOption('pokemon');
  await page.getByLabel('Rarity', { exact: true }).selectOption('Rare Holo');
  await page.getByLabel('Max Price').fill('20');
  await submit(page);
  await expect(page).toHaveURL(/game=pokemon&rarity=Rare\+Holo&max_price=20/);
  await expect(found(page)).toBeVisible({ timeout: 20_000 });
  const filtered = await countOf(page);
  expect(filtered).toBeGreaterThan(0);
  expect(filtered).toBeLessThan(all);
  for (const card of await page.getByRole('article').all()) {
    await expect(card).toContainText('Game: Pokémon');
    await expect(card).toContainText('Rare Holo');
  }
  await page.reload();
  await expect(page.getByLabel('Game', { exact: true })).toHaveValue('pokemon');
  await expect(found(page)).toHaveText(`Found ${filtered} TCG products`);
  await page.goBack();
  await expect(found(page)).toHaveText(`Found ${all} TCG products`);
  await expect(page.getByLabel('Game', { exact: true })).toHaveValue('');
});

test('pressing Search with unchanged filters searches again', async ({ page }) => {
  await page.goto(`${SEARCH}?game=pokemon`);
  await expect(found(page)).toBeVisible({ timeout: 20_000 });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/tcg_search/, async (route) => {
    await held;
    await route.continue();
  });
  const again = page.waitForRequest(/tcg_search\/\?game=pokemon/);
  await searchButton(page).click();
  await again;
  const busy = page.getByRole('form', { name: 'TCG filters' }).getByRole('button', { name: 'Searching...' });
  await expect(busy).toBeDisabled();
  release();
  await expect(searchButton(page)).toBeEnabled();
  await expect(found(page)).toBeVisible();
});

test('a player searches with the query language and sees a readable error for a bad keyword', async ({
  page,
}) => {
  await page.goto(SEARCH);
  await page.getByPlaceholder('Search for cards...').fill('t:dragon c:r mv>=5');
  await submit(page);
  await expect(found(page)).toBeVisible({ timeout: 20_000 });
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(0);
  for (const card of await cards.all()) await expect(card).toContainText(/Dragon/);
  await page.getByPlaceholder('Search for cards...').fill('flavor:dragons');
  await submit(page);
  await expect(page.getByRole('alert')).toHaveText(
    /^Error: Invalid search query: Unknown keyword "flavor"\. Valid keywords: t, type/,
  );
  await page.getByText('Search syntax').click();
  await expect(page.getByText('rules text contains')).toBeVisible();
});

test('Clear Filters resets every field and sorting to name ascending', async ({ page }) => {
  await page.goto(`${SEARCH}?q=goblin&game=mtg&in_stock=true&sort=price&order=desc`);
  await expect(page.getByLabel('In Stock Only')).toBeChecked();
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page).toHaveURL(/\/tcg\/search$/);
  await expect(page.getByPlaceholder('Search for cards...')).toHaveValue('');
  await expect(page.getByLabel('Game', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('In Stock Only')).not.toBeChecked();
  await expect(page.getByLabel('Sort By')).toHaveValue('name');
  await expect(page.getByLabel('Order')).toHaveValue('asc');
});

test('Previous and Next really page through the results', async ({ page }) => {
  await page.goto(SEARCH);
  await expect(found(page)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Previous' })).toHaveCount(0);
  const first = await page.getByRole('article').first().getByRole('heading').textContent();
  await Promise.all([page.waitForResponse(/tcg_search/), page.getByRole('button', { name: 'Next' }).click()]);
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('article').first().getByRole('heading')).not.toHaveText(first!);
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page).not.toHaveURL(/page=/);
  await expect(page.getByRole('article').first().getByRole('heading')).toHaveText(first!);
});

test('a card shows its rarity, foil, mana cost and power/toughness badges and its lines', async ({
  page,
}) => {
  test.slow();
  await page.goto(`${SEARCH}?q=${encodeURIComponent('"Karn, Scion of Urza"')}`);
  const card = page.getByRole('article').first();
  await expect(card.getByText('Mythic', { exact: true })).toHaveClass(/bg-orange-100/);
  await expect(card.getByText('{4}')).toBeVisible();
  await expect(card).toContainText('Legendary Planeswalker — Karn');
  await expect(card).toContainText('Set: Dominaria');
  await expect(card).toContainText('Game: Magic: The Gathering');
  await expect(card).toContainText(/Condition: (NM|LP|MP|HP|DMG)/);
  // Karn's picture link (MTGJSON's Scryfall id) cannot be reached here: the drawn picture stands in.
  await expect(card.locator('img')).toHaveAttribute('data-fallback', 'drawn');
  await expect(card.locator('img')).toHaveAttribute('src', /^\/media\/products\/[\w-]+\.svg$/);
  expect(await card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.goto(`${SEARCH}?q=${encodeURIComponent('is:foil pow>=1 game:mtg')}`);
  const foil = page.getByRole('article').filter({ hasText: 'Foil' }).first();
  await expect(foil.getByText(/^\d+\/\d+$/)).toBeVisible();
  await expectAccessible(page);
});

test('a card shows the picture its data links to, lazily, from the card host', async ({ page }) => {
  const served: string[] = [];
  await page.route('https://cards.scryfall.io/**', async (route) => {
    served.push(new URL(route.request().url()).pathname);
    await route.fulfill({ contentType: 'image/png', body: PNG });
  });
  await page.goto(`${SEARCH}?q=${encodeURIComponent('"Karn, Scion of Urza"')}`);
  const img = page.getByRole('article').first().locator('img');
  await expect(img).toHaveAttribute('src', /^https:\/\/cards\.scryfall\.io\/normal\/front\/0\/7\/07a3d9e8-/);
  await expect(img).toHaveAttribute('loading', 'lazy');
  // decode() settles once the picture is loaded and rejects for a broken one.
  expect(
    await img.evaluate((el: HTMLImageElement) =>
      el.decode().then(
        () => 'shown',
        () => 'broken',
      ),
    ),
  ).toBe('shown');
  await expect(img).not.toHaveAttribute('data-fallback');
  expect(served.some((p) => p.includes('07a3d9e8-8597-498b-869c-cff79e0df516'))).toBe(true);
});

test('the outdoor store has no cards to find', async ({ page }) => {
  await page.goto(`${STORES.outdoor.url}/tcg/search`);
  await expect(page.getByText('No TCG products found matching your criteria.')).toBeVisible();
  await expect(page.getByText('Try adjusting your search or filter criteria.')).toBeVisible();
});
