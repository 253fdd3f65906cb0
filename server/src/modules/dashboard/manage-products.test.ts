import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, signInAs, type TestApp } from '../../test/test-app.ts';
import { as } from './dashboard.test-helpers.ts';
import { manageTestApp } from './manage.test-helpers.ts';
import { newProduct } from '../../test/catalog.test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  ({ t } = await manageTestApp());
});
afterAll(() => t.close());

const shop = (url: string) => injectAs(t.app, 'cards.localhost', { method: 'GET', url });

describe('a supplier’s own products', () => {
  it('creates a marketplace product that the storefront lists and finds', async () => {
    const nova = as(t, await signInAs(t, 'cards', 'nova_cards'));
    const res = await nova(
      'POST',
      '/api/manage/products/',
      newProduct('Quasar Deck Box', 'QDB-1', '14.50', 7, { short_description: 'Holds 100 sleeved cards' }),
    );
    expect(res.statusCode).toBe(201);
    const made = res.json();
    expect(made).toMatchObject({
      slug: 'quasar-deck-box',
      price: '14.50',
      supplier: 'nova_cards',
      is_active: true,
    });
    expect(made.variants).toEqual([
      {
        id: expect.any(Number),
        name: 'Standard',
        sku: 'QDB-1-STD',
        price: '14.50',
        stock: 7,
        condition: '',
        finish: '',
        size: '',
      },
    ]);
    const page = (await shop('/api/ecommerce/products/quasar-deck-box/')).json();
    expect(page).toMatchObject({
      name: 'Quasar Deck Box',
      price: '14.50',
      is_marketplace_product: true,
      available_stock: 7,
    });
    expect(page.supplier.username).toBe('nova_cards');
    const found = (await shop('/api/ecommerce/products/?search=quasar')).json();
    expect(found.results.map((p: { name: string }) => p.name)).toEqual(['Quasar Deck Box']);
  });

  it('deactivates it (gone from the storefront), reprices and restocks it', async () => {
    const nova = as(t, await signInAs(t, 'cards', 'nova_cards'));
    const list = (await nova('GET', '/api/manage/products/?q=quasar')).json();
    const product = list.results[0];
    expect(
      (await nova('PATCH', `/api/manage/products/${product.id}/`, { is_active: false })).json().is_active,
    ).toBe(false);
    expect((await shop('/api/ecommerce/products/?search=quasar')).json().count).toBe(0);
    await nova('PATCH', `/api/manage/products/${product.id}/`, { is_active: true });
    const res = await nova('PUT', `/api/manage/products/${product.id}/variants/${product.variants[0].id}/`, {
      price: '12.00',
      stock: 2,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ price: '12.00', variants: [{ price: '12.00', stock: 2 }] });
    expect((await shop('/api/ecommerce/products/quasar-deck-box/')).json()).toMatchObject({
      price: '12.00',
      available_stock: 2,
    });
  });

  it.each([
    [{ price: '12.345' }, 'price'],
    [{ price: '-1' }, 'price'],
    [{ stock: -1 }, 'stock'],
    [{ name: '' }, 'name'],
    [{ sku: 'has space' }, 'sku'],
  ])('refuses %j with 400 on %s', async (over, field) => {
    const nova = as(t, await signInAs(t, 'cards', 'nova_cards'));
    const res = await nova('POST', '/api/manage/products/', newProduct('Bad', 'BAD-1', '1.00', 1, over));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBeDefined();
  });

  it('refuses a SKU already in use with 409 and writes nothing', async () => {
    const staff = as(t, await signInAs(t, 'cards', 'staff'));
    const res = await staff('POST', '/api/manage/products/', newProduct('Copy', 'AZL-1', '1.00', 1));
    expect(res.statusCode).toBe(409);
    expect(res.json().fields.sku).toBe('Already in use');
    expect((await staff('GET', '/api/manage/products/?q=copy')).json().count).toBe(0);
  });

  it('gives a second product of the same name its own slug', async () => {
    const staff = as(t, await signInAs(t, 'cards', 'staff'));
    const a = (
      await staff('POST', '/api/manage/products/', { name: 'Twin', sku: 'TW-1', price: '1.00', stock: 1 })
    ).json();
    const b = (
      await staff('POST', '/api/manage/products/', { name: 'Twin', sku: 'TW-2', price: '1.00', stock: 1 })
    ).json();
    expect([a.slug, b.slug]).toEqual(['twin', 'twin-2']);
    expect(b.supplier).toBeNull();
  });
});

describe('the store’s own products', () => {
  it('show staff every holder’s stock in total and the first holder’s row as the variant stock', async () => {
    const staff = as(t, await signInAs(t, 'cards', 'staff'));
    // Delta Almanac: suppliers hold 30, 0, 1 and 2 units (no row for 0).
    const [almanac] = (await staff('GET', '/api/manage/products/?q=DA-4')).json().results;
    expect(almanac).toMatchObject({ supplier: null, total_stock: 33 });
    expect(almanac.variants[0].stock).toBe(30);
    const res = await staff('PUT', `/api/manage/products/${almanac.id}/variants/${almanac.variants[0].id}/`, {
      price: '5.00',
      stock: 10,
    });
    expect(res.json()).toMatchObject({ total_stock: 13, variants: [{ stock: 10 }] });
  });
});
