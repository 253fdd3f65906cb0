import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { clearTables, signInAs, type TestApp } from '../../test/test-app.ts';
import { addVariant, createStockedProduct } from '../cart/index.ts';
import { api, checkoutShop, validBody } from '../../test/checkout.test-helpers.ts';

// A card sold in conditions, as card shops do: each condition its own price and its own suppliers' stock.
let t: TestApp;
let me: ReturnType<typeof api>;
let card: number;
let nearMint: number;
let played: number;
let otherStoreVariant: number;

const stockRows = (productId: number) =>
  queryRows<{ variant_id: number; quantity: number; price: string }>(
    t.handle.db,
    sql`select variant_id, quantity, price::text from supplier_stocks where product_id = ${productId} order by id`,
  );

beforeAll(async () => {
  ({ t, me } = await checkoutShop());
  const outdoor = await createStockedProduct(t.handle.db, t.stores.outdoor!, {
    name: 'Trail Lantern',
    price: '30.00',
    stock: [5],
  });
  otherStoreVariant = await addVariant(t.handle.db, t.stores.outdoor!, outdoor, {
    name: 'Red',
    price: '31.00',
    stock: [5],
  });
});
afterAll(() => t.close());
beforeEach(async () => {
  await clearTables(t, 'cart_items', 'orders');
  card = await createStockedProduct(t.handle.db, t.stores.cards!, {
    name: `Sol Ring ${Date.now()}`,
    price: '1.50',
    stock: [],
  });
  nearMint = await addVariant(t.handle.db, t.stores.cards!, card, {
    name: 'Near Mint',
    price: '2.00',
    stock: [1, 4],
    rowPrices: ['2.20', '2.00'],
  });
  played = await addVariant(t.handle.db, t.stores.cards!, card, {
    name: 'Lightly Played',
    price: '1.50',
    stock: [3],
  });
});

const addVariantLine = (variant_id: number, quantity: number, product_id = card) =>
  me.call('POST', '/api/ecommerce/cart/', { product_id, variant_id, quantity });

describe('a chosen variant in the cart', () => {
  it('is its own line, at the variant’s price, bounded by the variant’s stock', async () => {
    expect((await addVariantLine(nearMint, 2)).statusCode).toBe(201);
    expect((await addVariantLine(played, 1)).statusCode).toBe(201);
    expect((await addVariantLine(nearMint, 1)).statusCode).toBe(201);
    const cart = await me.cart();
    expect(
      cart.items.map((i: { variant: unknown; quantity: number; line_total: string }) => i),
    ).toMatchObject([
      { variant: { id: nearMint, name: 'Near Mint' }, quantity: 3, line_total: '6.00' },
      { variant: { id: played, name: 'Lightly Played' }, quantity: 1, line_total: '1.50' },
    ]);
    expect(cart.items[0].product.available_stock).toBe(5);
    expect(cart.total).toBe(7.5);
    const tooMany = await addVariantLine(played, 3);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error).toMatch(/^Only 3 of Sol Ring \d+ \(Lightly Played\) are in stock/);
  });

  it('refuses a variant of another product or another store with 404, changing nothing', async () => {
    const deck = await createStockedProduct(t.handle.db, t.stores.cards!, {
      name: `Deck ${Date.now()}`,
      price: '9.00',
      stock: [3],
    });
    for (const [variant, product] of [
      [nearMint, deck],
      [otherStoreVariant, card],
    ] as const) {
      const res = await addVariantLine(variant, 1, product);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('This option is not sold for this product');
    }
    expect((await addVariantLine(-1, 1)).statusCode).toBe(400);
    expect((await me.cart()).items).toEqual([]);
  });
});

describe('checking out a chosen variant', () => {
  it('charges the variant’s price, takes only its rows (cheapest first) and names it on the order', async () => {
    await addVariantLine(nearMint, 3);
    const res = await me.checkout(validBody());
    expect(res.statusCode).toBe(201);
    const rows = await stockRows(card);
    // Near Mint: the $2.00 row (4 units) goes first, the $2.20 row is untouched; Lightly Played untouched.
    expect(rows).toEqual([
      { variant_id: nearMint, quantity: 1, price: '2.20' },
      { variant_id: nearMint, quantity: 1, price: '2.00' },
      { variant_id: played, quantity: 3, price: '1.50' },
    ]);
    const [order] = (await me.orders()).results;
    expect(order.items).toMatchObject([
      { variant_name: 'Near Mint', variant_id: nearMint, quantity: 3, price: '2.00', line_total: '6.00' },
    ]);
    expect(order.subtotal).toBe('6.00');
  });

  it("lets 'Buy Again' add the same variant, not the product's cheapest", async () => {
    await addVariantLine(nearMint, 1);
    expect((await me.checkout(validBody())).statusCode).toBe(201);
    const [line] = (await me.orders()).results[0].items;
    expect(line).toMatchObject({ variant_name: 'Near Mint', variant_id: nearMint });
    // What the order page's button sends: the line's product and variant.
    expect((await addVariantLine(line.variant_id, 1, line.product.id)).statusCode).toBe(201);
    expect((await me.cart()).items).toMatchObject([
      { variant: { id: nearMint, name: 'Near Mint' }, quantity: 1 },
    ]);
  });

  it('sells a line added without a variant as the cheapest variant in stock, and only that one', async () => {
    // Standard ($1.50) has no stock, so the line is Lightly Played ($1.50, 3 units); Near Mint stays apart.
    const added = await me.add(card, 2);
    expect(added.statusCode).toBe(201);
    expect(added.json().items[0]).toMatchObject({ variant: { id: played, name: 'Lightly Played' } });
    const tooMany = await me.add(card, 33);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error).toMatch(/^Only 3 of Sol Ring \d+ \(Lightly Played\) are in stock/);
    expect((await me.checkout(validBody())).statusCode).toBe(201);
    expect((await stockRows(card)).map((r) => r.quantity)).toEqual([1, 4, 1]);
    const [order] = (await me.orders()).results;
    expect(order.items[0]).toMatchObject({
      variant_name: 'Lightly Played',
      price: '1.50',
      line_total: '3.00',
    });
  });

  it('never sells a variant that stopped being sold, nor a line that names none', async () => {
    await addVariantLine(nearMint, 1);
    await t.handle.db.execute(sql`update product_variants set is_active = false where id = ${nearMint}`);
    const refused = await me.checkout(validBody());
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(/^Sol Ring \d+ \(Near Mint\) is no longer sold/);
    expect((await addVariantLine(nearMint, 1)).statusCode).toBe(404);
    await t.handle.db.execute(sql`update product_variants set is_active = true where id = ${nearMint}`);
    await t.handle.db.execute(sql`update cart_items set variant_id = null`);
    const legacy = await me.checkout(validBody());
    expect(legacy.statusCode).toBe(400);
    expect((await stockRows(card)).map((r) => r.quantity)).toEqual([1, 4, 3]);
  });
});

describe('a card added from a grid tile (issue 25: every line names what was sold)', () => {
  it('names its one condition on the cart, the order, GET /api/orders/ and the dashboard', async () => {
    // A card whose only variant in stock is Near Mint Foil: no choice to make, yet the condition is what is sold.
    const single = await createStockedProduct(t.handle.db, t.stores.cards!, {
      name: `Black Lotus ${Date.now()}`,
      price: '9.00',
      stock: [],
    });
    await t.handle.db.execute(sql`delete from product_variants where product_id = ${single}`);
    const foil = await addVariant(t.handle.db, t.stores.cards!, single, {
      name: 'Near Mint Foil',
      price: '9.00',
      stock: [2],
    });
    await t.handle.db.execute(
      sql`update product_variants set attributes = '{"condition":"NM","is_foil":true}' where id = ${foil}`,
    );
    const added = await me.add(single, 1);
    expect(added.statusCode).toBe(201);
    expect(added.json().items[0]).toMatchObject({ variant: { id: foil, name: 'Near Mint Foil' } });
    expect((await me.cart()).items[0].variant).toEqual({
      id: foil,
      name: 'Near Mint Foil',
      sku: `${single}-near-mint-foil`,
    });
    expect((await me.checkout(validBody())).statusCode).toBe(201);
    const [order] = (await me.orders()).results;
    expect(order.items[0]).toMatchObject({ variant_name: 'Near Mint Foil', quantity: 1, price: '9.00' });
    const detail = (await me.call('GET', `/api/orders/${order.id}/`)).json();
    expect(detail.items[0].variant_name).toBe('Near Mint Foil');
    const staff = api(t, await signInAs(t, 'cards', 'staff'));
    const managed = (await staff.call('GET', '/api/manage/orders/')).json();
    expect(managed.results.find((o: { id: number }) => o.id === order.id).items).toEqual([
      {
        name: expect.stringMatching(/^Black Lotus/),
        variant_name: 'Near Mint Foil',
        quantity: 1,
        price: '9.00',
      },
    ]);
  });

  it('leaves a product with its one plain variant unnamed, as before', async () => {
    const plain = await createStockedProduct(t.handle.db, t.stores.cards!, {
      name: `Playmat ${Date.now()}`,
      price: '20.00',
      stock: [2],
    });
    expect((await me.add(plain, 1)).json().items[0].variant).toBeNull();
  });
});
