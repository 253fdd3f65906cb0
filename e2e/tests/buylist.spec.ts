import { emptyCart, expect, expectAccessible, fillCheckout, MOBILE, switchTo, test } from '../fixtures';

// The buylist story: a player sells three cards, staff receive them, grade one down and send the offer, the
// player accepts it for store credit and spends that credit on a card at checkout.

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

test('staff set the default buy prices, the budget and a hotlist card, and the sell page offers market-based prices', async ({
  page,
  api,
  signedInAs,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await signedInAs('staff');
  await page.goto('/dashboard/buylist');
  await page.getByRole('link', { name: 'Buy prices, overrides and budget' }).click();
  await expect(page.getByRole('heading', { name: 'Buylist settings', level: 1 })).toBeVisible();
  const before = (await api.get<Record<string, unknown>>('/api/manage/buylist/settings/')).json;

  // A refused value is shown under its field and nothing is saved.
  await page.getByLabel('Cash (% of market)').fill('101');
  await page.getByRole('button', { name: 'Save defaults' }).click();
  await expect(page.getByText('Cash percent must be 100 or less')).toBeVisible();

  await page.getByLabel('Cash (% of market)').fill('40');
  await page.getByLabel('Store credit (% of market)').fill('60');
  await page.getByLabel('Budget ($)').fill('500');
  await page.getByRole('button', { name: 'Save defaults' }).click();
  await expect(page.getByText('Buylist settings saved')).toBeVisible();
  await expect(page.getByTestId('budget-budget')).toHaveText('$500.00');

  // Cinder Wall on the hotlist: +50 %, at most 2 per condition.
  await page.getByRole('searchbox').fill('"Cinder Wall"');
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await page
    .getByRole('button', { name: /^Add an override for Cinder Wall/ })
    .first()
    .click();
  await page.getByLabel('Hotlist bonus (%)').fill('50');
  await page.getByLabel("Maximum (blank: the store's)").fill('2');
  await page.getByRole('button', { name: 'Save override' }).click();
  await expect(page.getByRole('cell', { name: 'Cinder Wall', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: '+50 %' })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/trade-staff-buylist-settings-1280.png', fullPage: true });
  await page.setViewportSize(MOBILE);
  await page.screenshot({ path: '/tmp/trade-staff-buylist-settings-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The sell page pays from the TCGplayer market price ($0.04, not the $0.11 sell price):
  // 4¢ × 150 % × 40 % = 2.4 → $0.02 cash, × 60 % = 3.6 → $0.04 credit.
  await page.goto('/sell');
  await page.getByRole('searchbox', { name: 'Search cards to sell' }).fill('"Cinder Wall"');
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  const card = page.getByRole('list', { name: 'Buylist' }).getByRole('listitem').first();
  await expect(card.getByText('Hotlist')).toBeVisible();
  const nm = card.getByRole('row').filter({ hasText: 'Near Mint' }).filter({ hasText: 'Non-foil' });
  await expect(nm.getByRole('cell')).toHaveText(['Near Mint', 'Non-foil', '$0.02', '$0.04', /^\d+$/, 'Add']);

  // Back as it was, for the other stories.
  await page.goto('/dashboard/buylist/settings');
  await page.getByRole('button', { name: 'Remove the override of Cinder Wall' }).click();
  await expect(page.getByText('No overrides: every card follows the buy rule.')).toBeVisible();
  expect((await api.call('PUT', '/api/manage/buylist/settings/', before)).status).toBe(200);
});

test('a manager adds a buy rule for Magic mythics over $20, moves it first, and the sell page pays by it until it is deleted', async ({
  page,
  api,
  signedInAs,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await signedInAs('staff');
  // A broader rule already first: every Magic card at 40 % cash, 55 % credit.
  const broad = await api.post<{ id: number }>('/api/manage/buylist/rules/', {
    name: 'Magic cards',
    game: 'mtg',
    cash_percent: 40,
    credit_percent: 55,
  });
  expect(broad.status).toBe(201);

  // Ancient Copper Dragon, a mythic with a $54.61 market price, Near Mint, non-foil.
  const offer = async () => {
    await page.goto('/sell?q=%22Ancient+Copper+Dragon%22');
    const card = page.getByRole('list', { name: 'Buylist' }).getByRole('listitem').first();
    return card
      .getByRole('row')
      .filter({ hasText: 'Near Mint' })
      .filter({ hasText: 'Non-foil' })
      .getByRole('cell');
  };
  const offerIs = async (cash: string, credit: string) =>
    expect(await offer()).toHaveText(['Near Mint', 'Non-foil', cash, credit, /^\d+$/, 'Add']);
  await offerIs('$21.84', '$30.04');

  await page.goto('/dashboard/buylist/settings');
  const rules = page.getByRole('region', { name: 'Buy rules' });
  await expect(rules.getByTestId('buy-rules-fallback')).toHaveText(
    'Cards no rule matches are bought at the default: 30 % cash, 45 % store credit of the market price.',
  );
  await rules.getByRole('button', { name: 'Add buy rule' }).click();
  const form = page.getByRole('form', { name: 'New buy rule' });
  await form.getByLabel('Rule name').fill('Magic mythics over $20');
  await form.getByLabel('Game').selectOption({ label: 'Magic' });
  await form.getByLabel('Rarity').fill('mythic');
  await form.getByLabel('Market from ($)').fill('20');
  await form.getByLabel('Market to ($)').fill('10');
  await form.getByLabel('Cash paid (%)').fill('50');
  await form.getByLabel('Store credit paid (%)').fill('65');
  await form.getByRole('button', { name: 'Save rule' }).click();
  // A band ending below its start is refused under its field, and nothing is saved.
  await expect(form.getByText('The band ends below its start')).toBeVisible();
  await expectAccessible(page);
  await form.screenshot({ path: '/tmp/trade-buy-rule-form-1280.png' });
  await page.setViewportSize(MOBILE);
  await form.screenshot({ path: '/tmp/trade-buy-rule-form-390.png' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await form.getByLabel('Market to ($)').fill('');
  await form.getByRole('button', { name: 'Save rule' }).click();
  await expect(form).toBeHidden();
  const rows = rules.getByRole('row');
  await expect(rows.nth(2)).toContainText('Magic mythics over $20Magic · mythic · $20.00–any50 %65 %');

  // Second, it matches nothing the broader rule did not take first.
  await offerIs('$21.84', '$30.04');
  await page.goto('/dashboard/buylist/settings');
  await rules.getByRole('button', { name: 'Move Magic mythics over $20 up' }).click();
  await expect(rows.nth(1)).toContainText('Magic mythics over $20');
  await expectAccessible(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: '/tmp/trade-buy-rules-1280.png', fullPage: true });
  await page.setViewportSize(MOBILE);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: '/tmp/trade-buy-rules-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  // $54.61 × 50 % and × 65 %, to the nearest cent.
  await offerIs('$27.31', '$35.50');

  // Both deleted (each confirmed): the default, 30 % and 45 %, again.
  await page.goto('/dashboard/buylist/settings');
  page.on('dialog', (dialog) => void dialog.accept());
  await rules.getByRole('button', { name: 'Delete Magic mythics over $20' }).click();
  await expect(rules.getByRole('button', { name: 'Delete Magic mythics over $20' })).toBeHidden();
  await rules.getByRole('button', { name: 'Delete Magic cards' }).click();
  await expect(rules.getByText('No buy rules yet: every card is bought at the default.')).toBeVisible();
  await offerIs('$16.38', '$24.57');
});
