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

export const test = base.extend<{ store: DemoStore }>({
  store: [STORES.cards, { option: true }],
});
export { expect };
