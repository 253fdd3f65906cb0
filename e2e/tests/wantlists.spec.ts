import {
  expect,
  expectAccessible,
  mailTo,
  MOBILE,
  readMail,
  registerThroughForm,
  switchTo,
  test,
} from '../fixtures';

// The wantlist story (issue 29): a player wants a card the store has sold out of, staff restock it, and the
// player's alert e-mail names the card and carries a working unsubscribe link.

test('a shopper wants a sold-out card, staff restock it, the alert e-mail names it and its link stops the alerts', async ({
  page,
  api,
  signedInAs,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const card = `Wanted Wyvern ${stamp}`;

  // Staff have a card with no stock left.
  await page.goto('/');
  await signedInAs('staff');
  const created = await api.post<{ id: number; variants: { id: number }[] }>('/api/manage/products/', {
    name: card,
    sku: `WANT-${stamp}`.toUpperCase(),
    price: '4.00',
    stock: 0,
  });
  expect(created.status).toBe(201);
  const { id, variants } = created.json;

  // A new player makes a wantlist with that card, through the page.
  await api.post('/api/auth/logout/');
  const player = { firstName: 'Wendy', username: `wendy${stamp}`, email: `wendy${stamp}@example.com` };
  await registerThroughForm(page, player);
  await page.goto('/account/wantlists');
  await expect(page.getByRole('heading', { name: 'Wantlists', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Wishlist/ })).toBeVisible();
  await page.getByLabel('New wantlist').fill('Dragons deck');
  await page.getByRole('button', { name: 'Create wantlist' }).click();
  const list = page.getByRole('region', { name: 'Dragons deck' });
  await expect(list).toBeVisible();
  await list.getByLabel('Card name').fill(card);
  await list.getByLabel('Quantity').fill('2');
  await list.getByLabel('Maximum price ($)').fill('5');
  await list.getByRole('button', { name: 'Add card' }).click();
  await expect(list.getByText(card)).toBeVisible();
  await expect(list.getByText('up to $5.00')).toBeVisible();
  await expect(list.getByRole('button', { name: 'Alerts on' })).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize(MOBILE);
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Staff restock it, and see it among the most-wanted cards.
  await switchTo(page, api, signedInAs, 'staff');
  const restock = await api.call('PUT', `/api/manage/products/${id}/variants/${variants[0]!.id}/`, {
    price: '4.00',
    stock: 3,
  });
  expect(restock.status).toBe(200);
  await page.goto('/dashboard/wantlists');
  await expect(page.getByRole('heading', { name: 'Wanted cards', level: 1 })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`${card} 1 2 3`) })).toBeVisible();
  await expectAccessible(page);

  // The alert step (every second in tests) sends the player one e-mail naming the card.
  const alerts = async () =>
    (await mailTo(api, player.email)).filter((m) => m.subject.startsWith(`${card} is in stock at `));
  await expect.poll(async () => (await alerts()).length, { timeout: 30_000 }).toBe(1);
  const [mail] = await alerts();
  expect(mail!.body).toContain(`- ${card} · Standard · $4.00 (your maximum $5.00)`);
  const reader = await readMail(page, mail!);
  await expect(reader.getByRole('link', { name: card })).toBeVisible();
  const href = await reader.getByRole('link', { name: 'Stop alerts for Dragons deck' }).getAttribute('href');
  await reader.close();

  // The link stops the alerts: the page asks, the button does it.
  const link = new URL(href!);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText('Stop e-mail alerts for your wantlist')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Stop alerts' }).click();
  await expect(page.getByText(/are off/)).toBeVisible();
  await page.goto(`${link.pathname}?list=${link.searchParams.get('list')}&token=${'A'.repeat(43)}`);
  await expect(page.getByText('This unsubscribe link is not valid.')).toBeVisible();
});
