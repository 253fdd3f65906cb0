import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  fillCheckout,
  fillSignIn,
  giveCredit,
  mailTo,
  MOBILE,
  personAt,
  readMail,
  registerThroughForm,
  STORES,
  test,
} from '../fixtures';

// Journey 2 (JOURNEYS.md), issue 25 story (b): a shopper finds a card by a typo and another by filters,
// adds the first signed out, signs in (the add completes), checks out over $50 with part store credit,
// reads the receipt, and sees the shipment with tracking once staff ship it.

test.use({ actionTimeout: 20_000 });

const TRACKING = '9400 1000 0000 0000 0000 00';
const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.]/g, '')) * 100);
const dollars = (c: number) => `$${(c / 100).toFixed(2)}`;
const summaryRow = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Order Summary' }).locator('dl div').filter({ hasText: label });

test('a shopper finds cards by typo and filters, adds one signed out, pays part with store credit, gets the receipt and the tracking', async ({
  page,
  api,
  browser,
}) => {
  test.setTimeout(240_000);
  const started = Date.now();
  const id = started.toString(36);
  const shopper = { firstName: 'Finn', username: `finn_${id}`, email: `finn-${id}@example.com` };

  // Set-up: an account with $10.00 of store credit (from an earlier trade-in), then signed out.
  await registerThroughForm(page, shopper);
  await api.post('/api/auth/logout/');
  expect((await api.post('/api/auth/login/', { username: 'staff', password: 'demo-pass-123' })).status).toBe(
    200,
  );
  await giveCredit(api, shopper.username, '10.00');
  await api.post('/api/auth/logout/');

  await test.step('a typo finds Charizard first; Add to Cart signed out leads to Sign In, which completes it', async () => {
    await page.goto('/');
    const search = page.getByRole('combobox', { name: 'Search products' });
    await search.fill('charzard');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=charzard/);
    const first = page.getByRole('main').getByRole('article').first();
    await expect(first.getByRole('heading')).toHaveText('Charizard');
    await first.getByRole('link', { name: 'Charizard' }).first().click();
    await expect(page.getByRole('heading', { name: 'Charizard', level: 1 })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page).toHaveURL(/\/login\?next=/);
    await expect(page.getByRole('status').filter({ hasText: 'Sign in to add' })).toHaveText(
      'Sign in to add Charizard to your cart',
    );
    await fillSignIn(page, shopper.username);
    await expect(page.getByRole('heading', { name: 'Charizard', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Shopping cart, 1 items' })).toBeVisible();
  });

  let cardName = '';
  await test.step('TCG search filters find a Pokémon card over $45 in stock, added to the cart', async () => {
    await page.goto('/tcg/search');
    await page.getByLabel('Game', { exact: true }).selectOption('pokemon');
    await page.getByLabel('Min Price').fill('45');
    await page.getByLabel('In Stock Only').check();
    await Promise.all([
      page.waitForResponse(/tcg_search/),
      page
        .getByRole('form', { name: 'TCG filters' })
        .getByRole('button', { name: 'Search', exact: true })
        .click(),
    ]);
    await expect(page).toHaveURL(/game=pokemon/);
    const card = page.getByRole('article').first();
    await expect(card).toContainText('Game: Pokémon');
    cardName = (await card.getByRole('heading').first().textContent())!.trim();
    await card.getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: cardName, level: 1 })).toBeVisible();
    // Specifications read as words, and leave the condition to the condition choice above them.
    const specs = page.locator('dl').filter({ hasText: 'Rarity' });
    await expect(specs).toContainText('Game');
    await expect(specs).not.toContainText(/Is foil|true|false/);
    await expect(specs.getByText('Condition', { exact: true })).toHaveCount(0);
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('link', { name: 'Shopping cart, 2 items' })).toBeVisible();
  });

  let total = 0;
  let number = '';
  let orderUrl = '';
  await test.step('checkout: free shipping over $50, $10.00 of credit subtracted, the rest by card', async () => {
    await page.goto('/checkout');
    await expect(summaryRow(page, 'Shipping')).toContainText('Free');
    // The shipping choices say so too, rather than their usual prices.
    for (const method of ['Standard Shipping', 'Express Shipping'])
      await expect(page.locator('label').filter({ hasText: method })).toContainText('Free');
    total = cents(await page.getByTestId('checkout-total').textContent());
    expect(total).toBeGreaterThan(5000);
    await fillCheckout(page, { Email: shopper.email, 'First Name': 'Finn' });
    await page.getByRole('textbox', { name: 'Store credit to use' }).fill('10.00');
    await expect(summaryRow(page, 'Store credit')).toContainText('−$10.00');
    await expect(summaryRow(page, 'Credit/Debit Card')).toContainText(dollars(total - 1000));
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/journey-shopper-checkout-1280.png', fullPage: true });
    await page.setViewportSize(MOBILE);
    await page.getByRole('region', { name: 'Order Summary' }).scrollIntoViewIfNeeded();
    await expect(summaryRow(page, 'Store credit')).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/journey-shopper-checkout-390.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByText('Order placed successfully!')).toBeVisible();
    number = (await page.getByTestId('order-number').textContent())!;
    orderUrl = `/account/orders/${new URL(page.url()).searchParams.get('order')}`;
  });

  await test.step('the receipt says the same amounts to the cent', async () => {
    const [receipt] = await mailTo(api, shopper.email);
    expect(receipt!.subject).toBe(`Your order ${number}: receipt`);
    expect(receipt!.body).toContain('Charizard');
    expect(receipt!.body).toContain(cardName);
    expect(receipt!.body).toContain(
      `Shipping (Standard Shipping): Free\nTotal: ${dollars(total)}\nStore credit: −$10.00\nCredit/Debit Card: ${dollars(total - 1000)}\n`,
    );
    const mail = await readMail(page, receipt!);
    await expect(mail.getByRole('heading', { name: 'Thank you for your order, Finn!' })).toBeVisible();
    await expect(mail.locator('tfoot')).toContainText(`Total${dollars(total)}`);
    await mail.close();
  });

  await test.step('staff ship it with USPS tracking; the shopper is told and sees it on the order', async () => {
    const staff = await personAt(browser, STORES.cards, 'staff');
    await staff.goto('/dashboard/orders');
    const row = staff.getByRole('listitem', { name: `Order ${number}` });
    if (await row.getByRole('button', { name: 'Start processing' }).isVisible())
      await row.getByRole('button', { name: 'Start processing' }).click();
    await row.getByRole('button', { name: 'Mark shipped' }).click();
    const dialog = staff.getByRole('dialog', { name: `Ship order #${number}` });
    await dialog.getByRole('combobox', { name: /Carrier/ }).selectOption('usps');
    await dialog.getByRole('textbox', { name: /Tracking number/ }).fill(TRACKING);
    await dialog.getByRole('button', { name: 'Confirm shipment' }).click();
    await expect(dialog).toBeHidden();
    await staff.context().close();

    const [shipped] = await mailTo(api, shopper.email);
    expect(shipped!.subject).toBe(`Your order ${number} has shipped`);
    await page.goto(orderUrl);
    await expect(page.getByRole('heading', { name: 'Shipment' })).toBeVisible();
    await expect(page.getByText(TRACKING)).toBeVisible();
    await expect(page.locator('dl div').filter({ hasText: 'Shipping (' })).toContainText('Free');
    const payments = page.getByRole('list', { name: 'Payments' }).getByRole('listitem');
    await expect(payments.nth(0)).toContainText('−$10.00');
    await expect(payments.nth(1)).toContainText(dollars(total - 1000));
    await expect(page.getByText(dollars(total), { exact: true }).first()).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/journey-shopper-order-1280.png', fullPage: true });
  });

  await test.step('Buy Again puts the card back in the cart in the condition bought', async () => {
    const line = page.getByRole('listitem').filter({ hasText: `${cardName} (` });
    const bought = /\(([^)]+)\) ×/.exec((await line.textContent())!)![1]!;
    await line.getByRole('button', { name: /^Buy Again/ }).click();
    await expect(page.getByRole('link', { name: 'Shopping cart, 1 items' })).toBeVisible();
    await page.goto('/cart');
    const row = page.getByRole('main').getByRole('listitem').filter({ hasText: cardName });
    await expect(row.getByText(bought, { exact: true })).toBeVisible();
  });
  console.log(`story (b) a shopper buys: ${((Date.now() - started) / 1000).toFixed(1)} s`);
});
