import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, signInAs, type TestApp } from '../../test/test-app.ts';
import { as } from './dashboard.test-helpers.ts';
import { manageTestApp } from './manage.test-helpers.ts';
import { newProduct } from '../../test/catalog.test-helpers.ts';

// Issue 25, item 8: the product form manages variants, each with its own SKU, price, stock and options.

let t: TestApp;
let staff: ReturnType<typeof as>;
beforeAll(async () => {
  ({ t } = await manageTestApp());
  staff = as(t, await signInAs(t, 'cards', 'staff'));
});
afterAll(() => t.close());

const shop = (url: string) => injectAs(t.app, 'cards.localhost', { method: 'GET', url });
const variantsUrl = (id: number) => `/api/manage/products/${id}/variants/`;

async function newShirt(sku: string) {
  const res = await staff('POST', '/api/manage/products/', newProduct(`Shirt ${sku}`, sku, '25.00', 4));
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number; slug: string; variants: { id: number }[] }>();
}

describe('staff manage a product’s variants', () => {
  it('adds variants with their own SKU, price, stock and options; the shopper chooses one and the cart names it', async () => {
    const shirt = await newShirt('SH-1');
    const large = await staff('POST', variantsUrl(shirt.id), {
      name: 'Large · Black',
      sku: 'SH-1-L',
      price: '19.99',
      stock: 3,
      size: 'Large',
      finish: 'Black',
    });
    expect(large.statusCode).toBe(201);
    expect(large.json()).toMatchObject({ price: '19.99', total_stock: 7 });
    expect(large.json().variants.slice(1)).toEqual([
      {
        id: expect.any(Number),
        name: 'Large · Black',
        sku: 'SH-1-L',
        price: '19.99',
        stock: 3,
        condition: '',
        finish: 'Black',
        size: 'Large',
      },
    ]);
    const page = (await shop(`/api/ecommerce/products/${shirt.slug}/`)).json();
    expect(page.price).toBe('19.99');
    expect(
      page.variants.map((v: { name: string; price: string; stock: number }) => [v.name, v.price, v.stock]),
    ).toEqual([
      ['Standard', '25.00', 4],
      ['Large · Black', '19.99', 3],
    ]);

    const shopper = as(t, await signInAs(t, 'cards', 'shopper'));
    const variantId = large.json().variants[1].id;
    const added = await shopper('POST', '/api/ecommerce/cart/', {
      product_id: shirt.id,
      variant_id: variantId,
      quantity: 2,
    });
    expect(added.statusCode).toBe(201);
    const cart = (await shopper('GET', '/api/ecommerce/cart/')).json();
    const line = cart.items.find((i: { product: { id: number } }) => i.product.id === shirt.id);
    expect(line).toMatchObject({
      variant: { id: variantId, name: 'Large · Black', sku: 'SH-1-L' },
      line_total: '39.98',
      quantity: 2,
    });
    await shopper('DELETE', `/api/ecommerce/cart/items/${line.id}/`);
  });

  it('edits a variant’s name, SKU, options, price and stock; the product’s price follows', async () => {
    const shirt = await newShirt('SH-2');
    const [standard] = shirt.variants;
    const res = await staff('PUT', `${variantsUrl(shirt.id)}${standard!.id}/`, {
      name: 'Small',
      sku: 'SH-2-S',
      price: '22.50',
      stock: 9,
      size: 'Small',
      condition: 'New',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      price: '22.50',
      total_stock: 9,
      variants: [
        {
          name: 'Small',
          sku: 'SH-2-S',
          price: '22.50',
          stock: 9,
          size: 'Small',
          condition: 'New',
          finish: '',
        },
      ],
    });
    // An option cleared is gone; one not sent stays.
    const cleared = await staff('PUT', `${variantsUrl(shirt.id)}${standard!.id}/`, {
      price: '22.50',
      stock: 9,
      size: '',
    });
    expect(cleared.json().variants[0]).toMatchObject({ size: '', condition: 'New' });
  });

  it('removes a variant from sale, but never the last one', async () => {
    const shirt = await newShirt('SH-3');
    const added = (
      await staff('POST', variantsUrl(shirt.id), { name: 'XL', sku: 'SH-3-XL', price: '5.00', stock: 2 })
    ).json();
    const xl = added.variants[1].id;
    expect(added.price).toBe('5.00');
    const removed = await staff('DELETE', `${variantsUrl(shirt.id)}${xl}/`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ price: '25.00', total_stock: 4 });
    expect(removed.json().variants.map((v: { name: string }) => v.name)).toEqual(['Standard']);
    const page = (await shop(`/api/ecommerce/products/${shirt.slug}/`)).json();
    expect(page.variants.map((v: { name: string }) => v.name)).toEqual(['Standard']);
    expect(page).toMatchObject({ price: '25.00', available_stock: 4 });
    expect((await staff('DELETE', `${variantsUrl(shirt.id)}${xl}/`)).statusCode).toBe(404);
    expect(
      (await staff('PUT', `${variantsUrl(shirt.id)}${xl}/`, { price: '1.00', stock: 1 })).statusCode,
    ).toBe(404);
    // Adding its SKU again puts the removed variant back, as given; the orders that sold it still point at it.
    const back = await staff('POST', variantsUrl(shirt.id), {
      name: 'XL Tall',
      sku: 'SH-3-XL',
      price: '6.00',
      stock: 1,
    });
    expect(back.statusCode).toBe(201);
    expect(back.json().variants.slice(1)).toMatchObject([
      { id: xl, name: 'XL Tall', price: '6.00', stock: 1 },
    ]);
    expect(back.json()).toMatchObject({ price: '6.00', total_stock: 5 });
    expect((await staff('DELETE', `${variantsUrl(shirt.id)}${xl}/`)).statusCode).toBe(200);
    // Another product cannot take it.
    const other = await newShirt('SH-3B');
    const clash = await staff('POST', variantsUrl(other.id), {
      name: 'XL',
      sku: 'SH-3-XL',
      price: '5.00',
      stock: 2,
    });
    expect(clash.statusCode).toBe(409);
    const last = await staff('DELETE', `${variantsUrl(shirt.id)}${shirt.variants[0]!.id}/`);
    expect(last.statusCode).toBe(400);
    expect(last.json().error).toBe(
      'A product keeps at least one variant: add another before removing this one',
    );
  });

  it.each([
    [{ price: '12.345' }, 'price'],
    [{ price: '1e3' }, 'price'],
    [{ stock: -1 }, 'stock'],
    [{ stock: 1.5 }, 'stock'],
    [{ name: ' ' }, 'name'],
    [{ sku: 'has space' }, 'sku'],
    [{ size: 'x'.repeat(41) }, 'size'],
  ])('refuses %j with 400 on %s and writes nothing', async (over, field) => {
    const shirt = await newShirt(`SH-BAD-${field}-${String(Object.values(over)[0]).length}`);
    const res = await staff('POST', variantsUrl(shirt.id), {
      name: 'M',
      sku: `M-${shirt.id}`,
      price: '1.00',
      stock: 1,
      ...over,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBeDefined();
    expect((await staff('GET', `/api/manage/products/${shirt.id}/`)).json().variants).toHaveLength(1);
  });

  it('refuses a SKU any variant of the store holds, on add and on edit, with 409', async () => {
    const shirt = await newShirt('SH-4');
    const other = await newShirt('SH-5');
    const taken = await staff('POST', variantsUrl(shirt.id), {
      name: 'M',
      sku: 'SH-5-STD',
      price: '1.00',
      stock: 1,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      error: 'A variant with this SKU already exists',
      fields: { sku: 'Already in use' },
    });
    const renamed = await staff('PUT', `${variantsUrl(shirt.id)}${shirt.variants[0]!.id}/`, {
      price: '1.00',
      stock: 1,
      sku: 'SH-5-STD',
    });
    expect(renamed.statusCode).toBe(409);
    // Keeping its own SKU is no clash.
    const same = await staff('PUT', `${variantsUrl(other.id)}${other.variants[0]!.id}/`, {
      price: '2.00',
      stock: 1,
      sku: 'SH-5-STD',
    });
    expect(same.statusCode).toBe(200);
  });

  it('keeps shoppers out and another store’s staff from the product', async () => {
    const shirt = await newShirt('SH-6');
    const body = { name: 'M', sku: 'SH-6-M', price: '1.00', stock: 1 };
    const shopper = as(t, await signInAs(t, 'cards', 'shopper'));
    expect((await shopper('POST', variantsUrl(shirt.id), body)).statusCode).toBe(403);
    const elsewhere = as(t, await signInAs(t, 'outdoor', 'staff'));
    expect((await elsewhere('POST', variantsUrl(shirt.id), body)).statusCode).toBe(404);
    expect((await elsewhere('DELETE', `${variantsUrl(shirt.id)}${shirt.variants[0]!.id}/`)).statusCode).toBe(
      404,
    );
    expect((await staff('GET', `/api/manage/products/${shirt.id}/`)).json().variants).toHaveLength(1);
  });
});
