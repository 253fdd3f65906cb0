import type { Page } from '@playwright/test';
import { cardCheckout, emptyCart, expect, expectAccessible, MOBILE, test, type Api } from '../fixtures';

const SHOTS = process.env.RETURN_SHOTS;
/** A small PNG (8×8, one colour): what a phone's photo of a bent card stands in for. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVR4nGM4YKmNFTEMLQkAq6xJAUhOevcAAAAASUVORK5CYII=',
  'base64',
);

interface Variant {
  id: number;
  name: string;
  stock: number;
}

async function signInAs(api: Api, username: string) {
  await api.post('/api/auth/logout/');
  expect((await api.post('/api/auth/login/', { username, password: 'demo-pass-123' })).status).toBe(200);
}

/** Units in stock of a card's Near Mint and Lightly Played variants (0 when it has none). */
async function conditionStock(api: Api, slug: string) {
  const variants = (await api.get<{ variants: Variant[] }>(`/api/ecommerce/products/${slug}/`)).json.variants;
  const of = (name: string) => variants.filter((v) => v.name === name).reduce((s, v) => s + v.stock, 0);
  return { nm: of('Near Mint'), lp: of('Lightly Played'), variants };
}

/** Checks the page with axe at 1280 px and at 390 px. */
async function accessibleAtBothWidths(page: Page, shot: string) {
  await expectAccessible(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${shot}-1280.png`, fullPage: true });
  await page.setViewportSize(MOBILE);
  await expectAccessible(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${shot}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The return's first photo is on the page and the browser loaded it (its own customer's or staff's). */
async function expectPhotoShown(page: Page, returnId?: string) {
  const photo = page
    .getByRole('img', { name: new RegExp(`^Photo 1 of return ${returnId ?? '\\d+'}$`) })
    .first();
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(8);
}

test('a customer returns a card that staff receive at a lower condition, and the refund shows on the order', async ({
  page,
  api,
}) => {
  test.setTimeout(180_000);
  await signInAs(api, 'shopper');
  await emptyCart(api);
  const found = await api.get<{ results: { slug: string; name: string }[] }>(
    '/api/ecommerce/products/tcg_search/?in_stock=true&sort=price&order=desc&page_size=20',
  );
  let card: { slug: string; name: string; nm: Variant } | undefined;
  for (const r of found.json.results) {
    const nm = (await conditionStock(api, r.slug)).variants.find(
      (v) => v.name === 'Near Mint' && v.stock > 0,
    );
    if (nm) {
      card = { ...r, nm };
      break;
    }
  }
  expect(card, 'a Near Mint card in stock').toBeDefined();
  const { slug, nm } = card!;
  const product = (await api.get<{ id: number }>(`/api/ecommerce/products/${slug}/`)).json;
  expect(
    (await api.post('/api/ecommerce/cart/', { product_id: product.id, variant_id: nm.id, quantity: 1 }))
      .status,
  ).toBe(201);
  const placed = await api.post<{ order_id: number; order_number: string }>(
    '/api/ecommerce/checkout/',
    cardCheckout('return-story@example.com'),
  );
  expect(placed.status).toBe(201);
  const { order_id: orderId } = placed.json;

  // Staff deliver it: the order is `completed` (a card order starts `processing`).
  const { status } = (await api.get<{ status: string }>(`/api/orders/${orderId}/`)).json;
  await signInAs(api, 'staff');
  const move = (body: object) => api.post(`/api/manage/orders/${orderId}/status/`, body);
  if (status === 'pending') expect((await move({ status: 'processing' })).status).toBe(200);
  expect((await move({ status: 'shipped', carrier: 'usps', tracking_number: '9400100000' })).status).toBe(
    200,
  );
  expect((await move({ status: 'completed' })).status).toBe(200);
  const before = await conditionStock(api, slug);

  // The customer asks to return it.
  await signInAs(api, 'shopper');
  await page.goto(`/account/orders/${orderId}`);
  const form = page.getByRole('form', { name: 'Request a return' });
  await form.getByRole('button', { name: 'Request a return' }).click();
  await expect(form.getByText('Tell us why you are returning it').last()).toBeVisible();
  await form.getByRole('spinbutton', { name: /Near Mint/ }).fill('1');
  await form.getByRole('textbox', { name: /Why are you returning it/ }).fill('Not the printing I wanted');
  await form
    .getByLabel('Photo (optional)')
    .setInputFiles({ name: 'bent.png', mimeType: 'image/png', buffer: PHOTO });
  await form.getByRole('button', { name: 'Request a return' }).click();
  const returns = page.getByRole('list', { name: 'Returns' });
  await expect(returns).toContainText('Requested');
  await expectPhotoShown(page);
  await accessibleAtBothWidths(page, 'return-requested');

  // Staff approve it, then receive it Lightly Played and refund to the card.
  await signInAs(api, 'staff');
  await page.goto('/dashboard/returns');
  await expect(page.getByRole('heading', { name: 'Returns' })).toBeVisible();
  const approve = page.getByRole('button', { name: /^Approve return \d+$/ }).first();
  const returnId = (await approve.textContent())!.replace(/\D+/g, '');
  await approve.click();
  await expectPhotoShown(page, returnId);
  const receive = page.getByRole('form', { name: `Receive return ${returnId}` });
  await receive.getByRole('combobox', { name: 'Condition received' }).selectOption('LP');
  await accessibleAtBothWidths(page, 'return-receive');
  await receive.getByRole('button', { name: 'Receive and refund' }).click();
  const done = page.getByRole('listitem').filter({ hasText: `Return ${returnId} ·` });
  await expect(done).toContainText('Refunded');
  await expect(done).toContainText('received 1 Lightly Played, restocked');
  const refunded = /Refunded (\$[\d.]+) to the card/.exec((await done.textContent())!)![1]!;

  const after = await conditionStock(api, slug);
  expect([after.nm - before.nm, after.lp - before.lp]).toEqual([0, 1]);

  // The customer sees the refund on the order.
  await signInAs(api, 'shopper');
  await page.goto(`/account/orders/${orderId}`);
  await expect(page.getByRole('heading', { name: `Refunded ${refunded}` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Returns' })).toContainText(`Refunded ${refunded} to the card`);
  await accessibleAtBothWidths(page, 'return-refunded');
});
