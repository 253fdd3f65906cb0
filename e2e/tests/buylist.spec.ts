import type { Page } from '@playwright/test';
import { expect, expectAccessible, fillCheckout, test, type Api } from '../fixtures';

// The buylist story: a player sells three cards, staff receive them, grade one down and send the offer, the
// player accepts it for store credit and spends that credit on a card at checkout.

async function emptyCart(api: Api) {
  const cart = (await api.get<{ items: { id: number }[] }>('/api/ecommerce/cart/')).json;
  for (const item of cart.items) await api.call('DELETE', `/api/ecommerce/cart/items/${item.id}/`);
}

async function switchTo(
  page: Page,
  api: Api,
  signIn: (role: 'shopper' | 'staff') => Promise<void>,
  role: 'shopper' | 'staff',
) {
  await api.post('/api/auth/logout/');
  await signIn(role);
  await page.reload();
}

const money = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.]/g, '')) * 100);

test.describe.configure({ mode: 'serial' });

test('a player sells three cards, staff grade one down, the player takes store credit and spends it at checkout', async ({
  page,
  api,
  signedInAs,
}) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await signedInAs('shopper');
  await emptyCart(api);

  // Search the buylist with the card query language and add three cards.
  await page.goto('/sell');
  await expect(page.getByRole('heading', { name: 'Sell to us', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search cards to sell' }).fill('set:base1 price>=1');
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/q=set%3Abase1/);
  // From three different cards, the first offer the store still wants in Near Mint or Lightly Played.
  const cardsFound = page.getByRole('list', { name: 'Buylist' }).getByRole('listitem');
  await expect(cardsFound.first()).toBeVisible();
  let added = 0;
  for (let i = 0; added < 3 && i < (await cardsFound.count()); i++) {
    const offer = cardsFound.nth(i).getByRole('button', {
      name: /(Near Mint|Lightly Played) Non-foil, to the sell list$/,
      disabled: false,
    });
    if (await offer.count()) {
      await offer.first().click();
      added++;
    }
  }
  expect(added).toBe(3);
  await expect(page.getByRole('list', { name: 'Sell list' }).getByRole('listitem')).toHaveCount(3);
  await expectAccessible(page);
  const credit = money(await page.getByTestId('sell-credit-total').textContent());
  expect(credit).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Submit sell list' }).click();
  await expect(page).toHaveURL(/\/account\/sell-lists$/);
  await expect(page.getByRole('heading', { name: 'My Sell Lists', level: 1 })).toBeVisible();
  await expect(page.getByTestId('sell-list-status').first()).toHaveText('Submitted');
  await expectAccessible(page);

  // Staff receive the cards, grade one down to Damaged at a lower price, and send the offer.
  await switchTo(page, api, signedInAs, 'staff');
  await page.goto('/dashboard/buylist');
  await expect(page.getByRole('heading', { name: 'Buylist', level: 1 })).toBeVisible();
  const panel = page.getByRole('listitem', { name: /^Submission #\d+$/ }).first();
  await panel.getByRole('button', { name: 'Mark received' }).click();
  await expect(panel.getByText('Received', { exact: true })).toBeVisible();
  const first = panel.getByRole('listitem', { name: /^Grade / }).first();
  await first.getByLabel('Condition').selectOption('DMG');
  await first.getByLabel('Credit each').fill('0.25');
  await first.getByLabel('Cash each').fill('0.15');
  await first.getByRole('button', { name: 'Save grade' }).click();
  await expect(panel.getByText('Graded', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await panel.getByRole('button', { name: 'Send offer' }).click();
  await expect(panel.getByText('Offer sent', { exact: true })).toBeVisible();

  // The player accepts for store credit.
  await switchTo(page, api, signedInAs, 'shopper');
  await page.goto('/account/sell-lists');
  await expect(page.getByTestId('sell-list-status').first()).toHaveText('Offer sent');
  await expect(page.getByText('Damaged, Non-foil')).toBeVisible();
  await page
    .getByRole('radio', { name: /^Store credit/ })
    .first()
    .check();
  await page.getByRole('button', { name: 'Accept offer' }).click();
  await expect(page.getByTestId('sell-list-status').first()).toHaveText('Accepted');

  // Staff complete it: the cards go into stock and the credit is paid.
  await switchTo(page, api, signedInAs, 'staff');
  await page.goto('/dashboard/buylist');
  const accepted = page.getByRole('listitem', { name: /^Submission #\d+$/ }).first();
  await accepted.getByRole('button', { name: 'Complete and pay' }).click();
  await expect(accepted.getByText('Completed', { exact: true })).toBeVisible();

  // The player sees the credit on the account page and spends it on a card at checkout.
  await switchTo(page, api, signedInAs, 'shopper');
  await page.goto('/account');
  const balance = page.getByTestId('store-credit-balance');
  await expect(balance).not.toHaveText('$0.00');
  const paid = money(await balance.textContent());
  await expect(page.getByRole('cell', { name: /Cards sold to us/ }).first()).toBeVisible();
  await expectAccessible(page);

  const cards = await api.get<{ results: { id: number; price: string; available_stock: number }[] }>(
    '/api/ecommerce/products/tcg_search/?in_stock=true&sort=price&order=desc&page_size=5',
  );
  const card = cards.json.results[0]!;
  expect((await api.post('/api/ecommerce/cart/', { product_id: card.id, quantity: 1 })).status).toBe(201);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Store credit' })).toBeVisible();
  await page.getByRole('button', { name: /^Use \$/ }).click();
  await fillCheckout(page);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/checkout\/confirmation/);

  const after = (
    await api.get<{ balance: string; entries: { kind: string; amount: string }[] }>(
      '/api/account/store-credit/',
    )
  ).json;
  expect(after.entries[0]!.kind).toBe('spend');
  expect(money(after.balance)).toBe(paid - money(after.entries[0]!.amount.replace('-', '')));
});
