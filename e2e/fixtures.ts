import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

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
