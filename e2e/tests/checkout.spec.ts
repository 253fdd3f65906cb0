import type { Page } from '@playwright/test';
import {
  cashCheckout,
  emptyCart,
  expect,
  expectAccessible,
  fillCheckout,
  signInThroughForm,
  SLEEVES,
  test,
  type Api,
} from '../fixtures';

// The story signs in through /login and buys from a real product page; the other tests sign in through the
// login endpoint (the `signedInAs` fixture) and call the API from inside the page (the `api` fixture).

const badge = (page: Page) => page.getByRole('link', { name: /^Shopping cart, \d+ items$/ });

test.describe.configure({ mode: 'serial' });

test('a shopper browses to a product, adds it to the cart, changes the quantity, checks out and finds the order', async ({
  page,
  api,
}) => {
  test.setTimeout(90_000);
  await signInThroughForm(page);
  await emptyCart(api);

  await page.goto('/products?search=Jet%20Black');
  await page.getByRole('link', { name: SLEEVES.name }).first().click();
  await expect(page).toHaveURL(new RegExp(`/products/${SLEEVES.slug}$`));
  await expect(page.getByRole('heading', { name: SLEEVES.name, level: 1 })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(`1 item(s) of ${SLEEVES.name} added to cart!`)).toBeVisible();
  await expect(badge(page)).toHaveAccessibleName('Shopping cart, 1 items');
  await expect(page.getByText(/in your cart/i)).toBeVisible();

  await badge(page).click();
  await expect(page.getByRole('heading', { name: 'Shopping Cart', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByTestId('cart-total')).toHaveText('$23.98');
  await expect(badge(page)).toHaveAccessibleName('Shopping cart, 2 items');

  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Please fix the errors below');
  for (const message of [
    'Email is required',
    'Phone number is required',
    'Card number is required',
    'Expiry date is required',
    'CVC is required',
    'Cardholder name is required',
  ])
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  await expect(page.getByText('This field is required', { exact: true })).toHaveCount(6);

  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('casey@example.com');
  await expect(page.getByText('Email is required')).toHaveCount(0);
  await fillCheckout(page);
  await page.getByLabel(/Express Shipping/).check();
  await expect(page.getByTestId('checkout-total')).toHaveText('$39.97');
  await page.getByLabel('Order notes').fill('Please ring twice');
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(page.getByText('Order placed successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\/confirmation\?order=\d+$/);
  await expect(page.getByRole('heading', { name: 'Order Confirmed!', level: 1 })).toBeVisible();
  await expect(page.getByText('Your order will be processed within 1-2 business days.')).toBeVisible();
  await expect(page.getByText('Please ring twice')).toBeVisible();
  await expect(badge(page)).toHaveAccessibleName('Shopping cart, 0 items');
  const number = (await page.getByTestId('order-number').textContent())!;

  await page.getByRole('link', { name: 'View Order History' }).click();
  const newest = page.getByRole('listitem').filter({ hasText: number });
  await expect(newest.getByText('Processing')).toHaveClass(/bg-blue-100/);
  await newest.getByRole('link', { name: /^View Details/ }).click();
  await expect(page.getByRole('heading', { name: `Order ${number}`, level: 1 })).toBeVisible();
  await expect(page.getByText('Visa ending in 4242')).toBeVisible();
  await expect(page.getByTestId('paid-by').getByText('$39.97')).toBeVisible();
});

interface Variant {
  id: number;
  name: string;
  price: string;
  stock: number;
}

/** A card of the demo shop offered in two or more conditions that are in stock, with those variants. */
async function cardInConditions(api: Api): Promise<{ slug: string; name: string; variants: Variant[] }> {
  const found = await api.get<{ results: { slug: string }[] }>(
    '/api/ecommerce/products/tcg_search/?game=mtg&in_stock=true&page_size=100',
  );
  for (const { slug } of found.json.results) {
    const product = (await api.get<{ name: string; variants: Variant[] }>(`/api/ecommerce/products/${slug}/`))
      .json;
    const inStock = product.variants.filter((v) => v.stock > 0);
    if (inStock.length >= 2) return { slug, name: product.name, variants: inStock };
  }
  throw new Error('no demo card in two conditions');
}

test('a shopper picks a card’s condition, pays its price and finds it named on the order', async ({
  page,
  api,
  signedInAs,
}) => {
  await signedInAs('shopper');
  await emptyCart(api);
  const card = await cardInConditions(api);
  const dearest = [...card.variants].sort((a, b) => Number(b.price) - Number(a.price))[0]!;
  await page.goto(`/products/${card.slug}`);
  const condition = page.getByRole('combobox', { name: 'Condition' });
  await condition.selectOption(String(dearest.id));
  await expect(page.getByRole('main').getByText(`$${dearest.price}`, { exact: true })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(`1 item(s) of ${card.name} added to cart!`)).toBeVisible();

  await page.goto('/cart');
  await expect(page.getByText(dearest.name, { exact: true })).toBeVisible();
  await expect(page.getByTestId('cart-total')).toHaveText(`$${dearest.price}`);
  const placed = await api.post<{ order_id: number }>('/api/ecommerce/checkout/', cashCheckout());
  expect(placed.status).toBe(201);
  await page.goto(`/account/orders/${placed.json.order_id}`);
  await expect(page.getByText(`${card.name} (${dearest.name}) × 1`)).toBeVisible();
});

test('a double click on add to cart adds once', async ({ page, api, signedInAs }) => {
  await signedInAs('shopper');
  await emptyCart(api);
  await page.goto(`/products/${SLEEVES.slug}`);
  const add = page.getByRole('main').getByRole('button', { name: 'Add to Cart' });
  await add.dblclick();
  await expect(badge(page)).toHaveAccessibleName('Shopping cart, 1 items');
  await page.waitForTimeout(600);
  const cart = (await api.get<{ item_count: number }>('/api/ecommerce/cart/')).json;
  expect(cart.item_count).toBe(1);
});

test('a declined card keeps the cart and says what to do', async ({ page, signedInAs }) => {
  await signedInAs('shopper');
  await page.goto('/checkout');
  await fillCheckout(page, { 'Card Number': '4000 0000 0000 0002' });
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Your card was declined. Please use a different card.',
  );
  await expect(badge(page)).toHaveAccessibleName('Shopping cart, 1 items');
});

test('cart and checkout have no serious accessibility violation', async ({ page, signedInAs }) => {
  await signedInAs('shopper');
  await page.goto('/cart');
  await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
  await expectAccessible(page);
});

test('a signed-out visitor is sent to sign in before checkout, and sees an empty cart', async ({ page }) => {
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/login\?next=%2Fcheckout|\/login\?next=\/checkout/);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await page.goto('/checkout/confirmation?order=1');
  await expect(page).toHaveURL(/\/$/);
});
