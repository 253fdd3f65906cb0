import {
  expect,
  expectAccessible,
  fillCheckout,
  MOBILE,
  personAt,
  registerThroughForm,
  STORES,
  test,
} from '../fixtures';

// Journey 3 (JOURNEYS.md), issue 25 story (c): a player sells cards on the buylist, staff receive them and
// regrade one (the server reprices it from the buy rules and the player sees what changed), the player
// accepts the offer in store credit, staff complete it, and the player spends the credit on an order.

test.use({ actionTimeout: 20_000 });

const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.]/g, '')) * 100);

test('a player sells cards, staff receive and regrade them, the player accepts store credit and spends it', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const started = Date.now();
  const id = started.toString(36);
  await registerThroughForm(page, {
    firstName: 'Pia',
    username: `pia_${id}`,
    email: `pia-${id}@example.com`,
  });

  let listId = '';
  await test.step('the player offers two cards in Near Mint and submits the sell list', async () => {
    await page.goto('/sell');
    await expect(page.getByRole('heading', { name: 'Sell to us', level: 1 })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search cards to sell' }).fill('set:base1 price>=1');
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
    const found = page.getByRole('list', { name: 'Buylist' }).getByRole('listitem');
    await expect(found.first()).toBeVisible();
    let added = 0;
    for (let i = 0; added < 2 && i < (await found.count()); i++) {
      const offer = found.nth(i).getByRole('button', {
        name: /Near Mint Non-foil, to the sell list$/,
        disabled: false,
      });
      if (await offer.count()) {
        await offer.first().click();
        added++;
      }
    }
    expect(added).toBe(2);
    await expectAccessible(page);
    await page.setViewportSize(MOBILE);
    await expect(page.getByRole('list', { name: 'Sell list' }).getByRole('listitem')).toHaveCount(2);
    await page.screenshot({ path: 'test-results/journey-player-sell-390.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Submit sell list' }).click();
    await expect(page).toHaveURL(/\/account\/sell-lists$/);
    const list = page.getByRole('listitem', { name: /^Sell list #\d+$/ }).first();
    await expect(list.getByTestId('sell-list-status')).toHaveText('Submitted');
    listId = /#(\d+)/.exec((await list.getByRole('heading').textContent())!)![1]!;
  });

  const staff = await personAt(browser, STORES.cards, 'staff');
  const panel = staff.getByRole('listitem', { name: `Submission #${listId}` });
  let before = 0;
  await test.step('staff receive the cards and regrade one to Moderately Played; its price follows', async () => {
    await staff.goto('/dashboard/buylist');
    await expect(staff.getByRole('heading', { name: 'Buylist', level: 1 })).toBeVisible();
    await panel.getByRole('button', { name: 'Mark received' }).click();
    await expect(panel.getByText('Received', { exact: true })).toBeVisible();
    const line = panel.getByRole('listitem', { name: /^Grade / }).first();
    before = cents(await line.getByLabel('Credit each').inputValue());
    await line.getByLabel('Condition').selectOption('MP');
    await line.getByRole('button', { name: 'Save grade' }).click();
    await expect(panel.getByText('Graded', { exact: true })).toBeVisible();
    await expect(line.getByText(/^Sent as Near Mint at /)).toBeVisible();
    await expect
      .poll(async () => cents(await line.getByLabel('Credit each').inputValue()))
      .toBeLessThan(before);
    await expectAccessible(staff);
    await staff.screenshot({ path: 'test-results/journey-player-grade-1280.png', fullPage: true });
    await panel.getByRole('button', { name: 'Send offer' }).click();
    await expect(panel.getByText('Offer sent', { exact: true })).toBeVisible();
  });

  let credit = 0;
  await test.step('the player sees what changed and accepts in store credit; staff complete and pay', async () => {
    await page.goto('/account/sell-lists');
    const list = page.getByRole('listitem', { name: `Sell list #${listId}` });
    await expect(list.getByTestId('sell-list-status')).toHaveText('Offer sent');
    await expect(list.getByText(/^Regraded: you sent Near Mint, Non-foil at /)).toBeVisible();
    await expect(list.getByText('Moderately Played, Non-foil')).toBeVisible();
    credit = cents(/Store credit (\$[\d,.]+)/.exec((await list.textContent())!)![1]!);
    await list.getByRole('radio', { name: /^Store credit/ }).check();
    await list.getByRole('button', { name: 'Accept offer' }).click();
    await expect(list.getByTestId('sell-list-status')).toHaveText('Accepted');
    await expectAccessible(page);

    await staff.reload();
    await panel.getByRole('button', { name: 'Complete and pay' }).click();
    await expect(panel.getByText('Completed', { exact: true })).toBeVisible();
    await staff.context().close();
  });

  await test.step('the player spends the credit on a card at checkout', async () => {
    await page.goto('/account');
    await expect(page.getByTestId('store-credit-balance')).toHaveText(`$${(credit / 100).toFixed(2)}`);
    await page.goto('/search?q=charizard');
    await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('link', { name: 'Shopping cart, 1 items' })).toBeVisible();
    await page.goto('/checkout');
    await page.getByRole('button', { name: /^Use \$/ }).click();
    await fillCheckout(page, { Email: `pia-${id}@example.com` });
    const total = cents(await page.getByTestId('checkout-total').textContent());
    const used = Math.min(credit, total);
    const summary = page.getByRole('region', { name: 'Order Summary' }).locator('dl div');
    await expect(summary.filter({ hasText: 'Store credit' })).toContainText(`−$${(used / 100).toFixed(2)}`);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByText('Order placed successfully!')).toBeVisible();
    await page.goto('/account');
    await expect(page.getByTestId('store-credit-balance')).toHaveText(
      `$${((credit - used) / 100).toFixed(2)}`,
    );
    await expectAccessible(page);
  });
  console.log(`story (c) a player sells: ${((Date.now() - started) / 1000).toFixed(1)} s`);
});
