import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Browser, type Page } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8123);

export interface DemoStore {
  slug: string;
  name: string;
  primary: string;
  appType: 'ecommerce' | 'inventory' | 'website';
  url: string;
}

/** The demo stores as `npm start` creates them (server/src/demo/demo-tenants.ts). */
export const STORES: Record<'cards' | 'outdoor' | 'warehouse' | 'agency', DemoStore> = {
  cards: {
    slug: 'cards',
    name: 'Arcane Vault Games',
    primary: '#6D28D9',
    appType: 'ecommerce',
    url: `http://cards.localhost:${port}`,
  },
  outdoor: {
    slug: 'outdoor',
    name: 'Northwind Outfitters',
    primary: '#047857',
    appType: 'ecommerce',
    url: `http://outdoor.localhost:${port}`,
  },
  warehouse: {
    slug: 'warehouse',
    name: 'Harbor Logistics',
    primary: '#0E7490',
    appType: 'inventory',
    url: `http://warehouse.localhost:${port}`,
  },
  agency: {
    slug: 'agency',
    name: 'Lumen Studio',
    primary: '#BE185D',
    appType: 'website',
    url: `http://agency.localhost:${port}`,
  },
};

/** Fails on any serious or critical accessibility violation of the page as it is now. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual(
    [],
  );
}

export const MOBILE = { width: 390, height: 844 };

/** A valid cash checkout for POST /api/ecommerce/checkout/, for tests that need an order, not the form. */
export const cashCheckout = (email = 'casey@example.com') => ({
  customer_email: email,
  customer_phone: '555-0100',
  shipping_method: 'standard',
  payment_method: 'cash',
  shipping_address: {
    first_name: 'Casey',
    last_name: 'Shopper',
    address_line_1: '1 Main St',
    city: 'Portland',
    state: 'OR',
    postal_code: '97205',
    country: 'US',
  },
  order_notes: '',
});

/** The built-in test gateway's card that is always approved. */
export const TEST_CARD = {
  number: '4242424242424242',
  expiry: '12/39',
  cvc: '123',
  cardholder_name: 'Casey Shopper',
};

/** A valid checkout paid by the test card, for tests that need a paid order, not the form. */
export const cardCheckout = (email?: string) => ({
  ...cashCheckout(email),
  payment_method: 'card',
  card: TEST_CARD,
});

/** The checkout form's contact, shipping address and card fields by their labels, as a shopper fills them. */
export const CHECKOUT_DETAILS = {
  Email: 'casey@example.com',
  Phone: '555-0100',
  'First Name': 'Casey',
  'Last Name': 'Shopper',
  Address: '1 Main St',
  City: 'Portland',
  State: 'OR',
  'ZIP Code': '97205',
  'Card Number': '4242 4242 4242 4242',
  'Expiry Date': '12/39',
  CVC: '123',
  'Cardholder Name': 'Casey Shopper',
};

/** Fills the checkout form (on /checkout, paying by card) with `CHECKOUT_DETAILS`, changed by `changes`. */
export async function fillCheckout(page: Page, changes: Partial<typeof CHECKOUT_DETAILS> = {}) {
  for (const [label, value] of Object.entries({ ...CHECKOUT_DETAILS, ...changes }))
    await page.getByRole('textbox', { name: label, exact: true }).fill(value);
}

/** Every demo account's password (README, "The demo stores"). */
export const DEMO_PASSWORD = 'demo-pass-123';

/** The demo accounts every store has, by their username. */
export type DemoRole = 'admin' | 'staff' | 'shopper';

export interface ApiAnswer<T> {
  status: number;
  json: T;
}

/**
 * The store's API as the page's browser calls it: with its cookies and a CSRF token from GET /api/csrf-token/.
 * Calls run inside the page because Node does not resolve *.localhost.
 */
export interface Api {
  call<T = unknown>(method: string, path: string, body?: unknown): Promise<ApiAnswer<T>>;
  get<T = unknown>(path: string): Promise<ApiAnswer<T>>;
  post<T = unknown>(path: string, body?: unknown): Promise<ApiAnswer<T>>;
}

export const test = base.extend<{
  store: DemoStore;
  api: Api;
  /** Signs the page's browser in as a demo account through the real endpoints (csrf-token, then login). */
  signedInAs: (role: DemoRole) => Promise<void>;
}>({
  store: [STORES.cards, { option: true }],
  api: async ({ page, store }, use) => {
    const call = async <T>(method: string, path: string, body?: unknown): Promise<ApiAnswer<T>> => {
      if (!page.url().startsWith('http')) await page.goto(`${store.url}/api/health/`);
      return page.evaluate(
        async ({ method, path, body }) => {
          const { csrfToken } = (await (await fetch('/api/csrf-token/')).json()) as { csrfToken: string };
          const res = await fetch(path, {
            method,
            headers: { 'Content-Type': 'application/json', 'X-CSRFToken': csrfToken },
            body: body === undefined ? undefined : JSON.stringify(body),
          });
          return { status: res.status, json: (await res.json().catch(() => null)) as T };
        },
        { method, path, body },
      );
    };
    await use({
      call,
      get: (path) => call('GET', path),
      post: (path, body) => call('POST', path, body),
    });
  },
  signedInAs: async ({ api }, use) => {
    await use(async (role) => {
      const res = await api.post('/api/auth/login/', { username: role, password: DEMO_PASSWORD });
      expect(res.status, `signing in as ${role}`).toBe(200);
    });
  },
});
export { expect };

// Set-up the stories share: demo products, signing in as a person does, the cart, store credit, the mailbox.

/** A demo product of the card shop with plenty in stock (server/src/demo/catalogues). */
export const SLEEVES = {
  name: 'Dragon Shield Matte Sleeves – Jet Black (100)',
  slug: 'dragon-shield-matte-sleeves-jet-black-100',
};

/** Empties the signed-in user's cart, so a story starts from nothing whatever ran before it. */
export async function emptyCart(api: Api) {
  const cart = (await api.get<{ items: { id: number }[] }>('/api/ecommerce/cart/')).json;
  for (const item of cart.items) await api.call('DELETE', `/api/ecommerce/cart/items/${item.id}/`);
}

/** Fills the Sign In form on the page it is on and submits it. */
export async function fillSignIn(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Username or Email').fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs in through /login as a person does, and waits until the header no longer offers Sign In. */
export async function signInThroughForm(page: Page, username = 'shopper', password = DEMO_PASSWORD) {
  await page.goto('/login');
  await fillSignIn(page, username, password);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveCount(0);
}

/** A second person at their own browser (own cookies), signed in through the form on `store`. */
export async function personAt(browser: Browser, store: DemoStore, username: string): Promise<Page> {
  const page = await visitorAt(browser, store);
  await signInThroughForm(page, username);
  return page;
}

/** A new customer, created through the Create Account form (which signs them in). */
export async function registerThroughForm(
  page: Page,
  who: { firstName: string; username: string; email: string },
) {
  await page.goto('/register');
  await page.getByLabel('First Name').fill(who.firstName);
  await page.getByLabel('Last Name').fill('Tester');
  await page.getByLabel('Username').fill(who.username);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByLabel('Confirm Password').fill(DEMO_PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: who.firstName })).toBeVisible();
}

/** A second person at their own browser, not signed in. */
export async function visitorAt(browser: Browser, store: DemoStore): Promise<Page> {
  const context = await browser.newContext({ baseURL: store.url, viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

/** Signs the page's browser out and in again as `role` through the API, and reloads the page. */
export async function switchTo(
  page: Page,
  api: Api,
  signIn: (role: DemoRole) => Promise<void>,
  role: DemoRole,
) {
  await api.post('/api/auth/logout/');
  await signIn(role);
  await page.reload();
}

/** Staff (the api's signed-in user) give a customer `amount` of store credit through the dashboard's API. */
export async function giveCredit(api: Api, username: string, amount: string) {
  const customers = await api.get<{ results: { id: number; username: string }[] }>(
    `/api/manage/customers/?q=${encodeURIComponent(username)}`,
  );
  const customer = customers.json.results.find((u) => u.username === username)!;
  const res = await api.post(`/api/manage/store-credit/${customer.id}/adjustments/`, {
    amount,
    reason: 'Thanks for your trade-in',
  });
  expect(res.status).toBe(201);
}

export interface Mail {
  subject: string;
  body: string;
  html: string | null;
}

/** The mail the store sent to an address, newest first (GET /api/test/outbox/, NODE_ENV=test only). */
export async function mailTo(api: Api, address: string): Promise<Mail[]> {
  return (await api.get<{ results: Mail[] }>(`/api/test/outbox/?to=${encodeURIComponent(address)}`)).json
    .results;
}

/** The sample card data and collection exports the server's tests use (copies of /work/shared/data/tcg). */
export const MTG_DATA = path.resolve(import.meta.dirname, '../server/src/modules/tcg/demo-data/mtg');

/** On the import screen: uploads a file, starts the import, and waits for "Import complete". */
export async function importFile(page: Page, file: string, type: string) {
  await page.getByLabel('Export file').setInputFiles({
    name: path.basename(file),
    mimeType: type,
    buffer: readFileSync(file),
  });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('button', { name: 'Start import' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Start import' }).click();
  await expect(
    page.getByRole('progressbar', { name: 'Import progress' }).or(page.getByText(/^Import complete/)),
  ).toBeVisible();
  await expect(page.getByText(/^Import complete/)).toBeVisible({ timeout: 60_000 });
}

/** Opens an e-mail's HTML part as a page, as a mail client would show it, and checks it reads well. */
export async function readMail(page: Page, mail: Mail): Promise<Page> {
  const reader = await page.context().newPage();
  await reader.setContent(mail.html!);
  await expectAccessible(reader);
  return reader;
}
