import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import path from 'node:path';
import {
  emptyCart,
  expect,
  expectAccessible,
  fillSignIn,
  MOBILE,
  registerThroughForm,
  STORES,
  test,
} from '../fixtures';

/** A 60-card MTG Arena export (1 commander + 59), from the sample data the demo store was seeded from. */
const DECK = readFileSync(
  path.join(import.meta.dirname, '../../server/src/modules/tcg/demo-data/mtg/decks/arena_brawl_yorion.txt'),
  'utf8',
);
const PAGE = `${STORES.cards.url}/tcg/mass-entry`;
const summary = (page: Page) => page.getByRole('heading', { name: /^Found \d+ of \d+ cards/ });
const foundOf = async (page: Page) =>
  Number(/Found (\d+) of/.exec((await summary(page).textContent()) ?? '')?.[1]);

test('a shopper pastes a 60-card deck list, sees found and missing, adds all found and the cart shows them', async ({
  page,
  api,
}) => {
  test.slow();
  // A player of their own: the demo shopper's cart is shared with stories running beside this one.
  const stamp = Date.now();
  await registerThroughForm(page, {
    firstName: 'Deck',
    username: `deck${stamp}`,
    email: `deck${stamp}@example.com`,
  });
  await page.goto(`${STORES.cards.url}/tcg/search`);
  await page.getByRole('link', { name: 'Buy a whole deck: paste a deck list' }).click();
  await expect(page.getByRole('heading', { name: 'Mass Entry', level: 1 })).toBeVisible();
  await page.getByLabel('Deck list').fill(DECK);
  await page.getByLabel('Printing').selectOption('any');
  await page.getByRole('button', { name: 'Check list' }).click();
  await expect(summary(page)).toContainText('of 60 cards');
  const found = await foundOf(page);
  expect(found).toBeGreaterThan(0);
  expect(found).toBeLessThan(60);
  const table = page.getByRole('table', { name: 'Your list, line by line' });
  await expect(table.getByRole('row')).toHaveCount(45);
  const yorion = table.getByRole('row').filter({ hasText: 'Yorion, Sky Nomad' });
  await expect(yorion).toContainText('Missing');
  await expect(yorion).toContainText('0 of 1');
  await expect(page.getByRole('heading', { name: 'Missing', level: 3 })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Add all found to cart' }).click();
  await expect(page.getByText('Everything found is in your cart')).toBeVisible();

  // What the store does not have becomes a wantlist, so its alerts say when the cards come in.
  await page.getByRole('button', { name: 'Add the missing to a wantlist' }).click();
  await expect(page.getByText(/Kept in your wantlist “Missing from my deck list/)).toBeVisible();
  type Lists = { results: { id: number; name: string; items: { name: string; quantity: number }[] }[] };
  const kept = (await api.get<Lists>('/api/account/wantlists/')).json.results.find((l) =>
    l.name.startsWith('Missing from my deck list'),
  )!;
  expect(kept.items.reduce((sum, i) => sum + i.quantity, 0)).toBe(60 - found);
  expect(kept.items.map((i) => i.name)).toContain('Yorion, Sky Nomad');
  await api.call('DELETE', `/api/account/wantlists/${kept.id}/`);
  const cart = (
    await api.get<{ item_count: number; items: { product: { name: string } }[] }>('/api/ecommerce/cart/')
  ).json;
  expect(cart.item_count).toBe(found);
  await page.goto(`${STORES.cards.url}/cart`);
  await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(
    cart.items.length,
  );
  await expect(page.getByText(cart.items[0]!.product.name).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Paste a deck list' })).toBeVisible();
  await emptyCart(api);
});

test('a deck site links a list with ?c=; signed out, adding goes through sign-in and the list is added after', async ({
  page,
  api,
}) => {
  test.slow();
  await page.setViewportSize(MOBILE);
  const c = encodeURIComponent('1 Omen of the Sun||2 Card That Does Not Exist');
  await page.goto(`${PAGE}?c=${c}`);
  await expect(page.getByLabel('Deck list')).toHaveValue('1 Omen of the Sun\n2 Card That Does Not Exist');
  // The link answers at once, signed out too.
  await expect(summary(page)).toContainText('of 3 cards');
  const found = await foundOf(page);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Add all found to cart' }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await expect(page.getByText('Sign in to add the cards of your list to your cart')).toBeVisible();
  await fillSignIn(page, 'shopper');
  await expect(page).toHaveURL(/\/tcg\/mass-entry\?c=/);
  await expect(page.getByText('Everything found is in your cart')).toBeVisible();
  const cart = (await api.get<{ item_count: number }>('/api/ecommerce/cart/')).json;
  expect(cart.item_count).toBe(found);
  await emptyCart(api);
});
