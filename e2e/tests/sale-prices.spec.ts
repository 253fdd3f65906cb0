import {
  emptyCart,
  expect,
  expectAccessible,
  fillCheckout,
  MOBILE,
  STORES,
  switchTo,
  test,
} from '../fixtures';

test.use({ store: STORES.cards, baseURL: STORES.cards.url });
test.describe.configure({ timeout: 240_000 });

const CARD = { slug: 'cinder-wall-cns-140', name: 'Cinder Wall' };
interface Product {
  price: string;
  variants: { id: number; name: string; price: string; stock: number }[];
}
/** 20 % off, to the cent (as PostgreSQL rounds: half away from zero). */
const saleOf = (price: string) => (Math.round(Math.round(Number(price) * 100) * 0.8) / 100).toFixed(2);
/** A `datetime-local` value two days from now. */
const inTwoDays = () => {
  const at = new Date(Date.now() + 2 * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
};

test('staff put one set on a weekend sale; a shopper sees the sale price in the card search and on the card, and pays it', async ({
  page,
  api,
  signedInAs,
}) => {
  const before = (await api.get<Product>(`/api/ecommerce/products/${CARD.slug}/`)).json;
  const variant = before.variants.find((v) => v.stock > 0)!;

  await signedInAs('staff');
  await page.goto('/dashboard/sales');
  await expect(page.getByRole('heading', { name: 'Sales', level: 1 })).toBeVisible();
  await expect(page.getByText('No sales yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add Sale' }).click();
  await page.getByLabel('Sale name').fill('Conspiracy weekend');
  await page.getByLabel('Set code').fill('cns');
  await page.getByLabel('Percent off').fill('20');
  await page.getByLabel('Ends (blank: until ended)').fill(inTwoDays());
  await page.getByRole('button', { name: 'Preview Sale' }).click();
  await expect(page.getByText(/^\d+ products? match(es)? this sale\.$/)).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'On sale' })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/sales-form-1280.png', fullPage: true });
  await page.getByRole('button', { name: 'Save Sale' }).click();
  const row = page.getByRole('row').filter({ hasText: 'Conspiracy weekend' });
  await expect(row.getByText('Running')).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Set CNS' })).toBeVisible();
  await expect(row.getByRole('cell', { name: '20 % off' })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/sales-list-1280.png', fullPage: true });
  await page.setViewportSize(MOBILE);
  await page.screenshot({ path: '/tmp/sales-list-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  await switchTo(page, api, signedInAs, 'shopper');
  await emptyCart(api);
  const sale = saleOf(before.price);
  await page.goto(`/tcg/search?q=${encodeURIComponent(`"${CARD.name}"`)}`);
  const result = page.getByRole('article').filter({ hasText: CARD.name }).first();
  await expect(result.getByText(`$${sale}`, { exact: true })).toBeVisible();
  await expect(result.getByText(`Was $${before.price}`)).toBeAttached();
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/sales-tcg-1280.png', fullPage: true });

  await page.goto(`/products/${CARD.slug}`);
  const salePrice = saleOf(variant.price);
  await page.getByRole('combobox', { name: 'Condition' }).selectOption(String(variant.id));
  await expect(page.getByRole('main').getByText(`$${salePrice}`, { exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(`1 item(s) of ${CARD.name} added to cart!`)).toBeVisible();
  await page.goto('/checkout');
  await fillCheckout(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Order Confirmed!', level: 1 })).toBeVisible();
  const orders = (await api.get<{ results: { items: { price: string }[] }[] }>('/api/orders/')).json;
  expect(orders.results[0]!.items.map((i) => i.price)).toEqual([salePrice]);

  // Staff end the sale: the regular price is back; the sale goes, so the demo store is as it was.
  await switchTo(page, api, signedInAs, 'staff');
  await page.goto('/dashboard/sales');
  await page.getByRole('button', { name: 'End Conspiracy weekend' }).click();
  await expect(row.getByText('Ended')).toBeVisible();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Delete Conspiracy weekend' }).click();
  await expect(page.getByText('No sales yet.')).toBeVisible();
  const after = (await api.get<Product>(`/api/ecommerce/products/${CARD.slug}/`)).json;
  expect(after.price).toBe(before.price);
});
