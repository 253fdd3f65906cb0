import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, signInAs, type TestApp } from '../../test/test-app.ts';
import { createStockedProduct } from '../cart/index.ts';
import { as, placeOrder } from './dashboard.test-helpers.ts';
import { manageTestApp } from './manage.test-helpers.ts';

const HOSTILE = '<img src=x onerror=alert(1)>';
const SHOPPER_MAIL = 'shopper@example.com';

let t: TestApp;
let hostile: number;
let staff: ReturnType<typeof as>;
beforeAll(async () => {
  ({ t } = await manageTestApp());
  hostile = await createStockedProduct(t.handle.db, t.stores.cards!, {
    name: HOSTILE,
    price: '12.34',
    stock: [20],
  });
  staff = as(t, await signInAs(t, 'cards', 'staff'));
});
afterAll(() => t.close());

interface Mail {
  to: string;
  subject: string;
  body: string;
  html: string | null;
}

/** The card shop's sent mail to the shopper, newest first, read through the test mailer's route. */
async function mailbox(): Promise<Mail[]> {
  await t.app.background.idle();
  const res = await injectAs(t.app, 'cards.localhost', {
    method: 'GET',
    url: `/api/test/outbox/?to=${encodeURIComponent(SHOPPER_MAIL)}`,
  });
  return res.json<{ results: Mail[] }>().results;
}

const move = (id: number, body: object) => staff('POST', `/api/manage/orders/${id}/status/`, body);

async function shopperOrder(id: number) {
  const shopper = as(t, await signInAs(t, 'cards', 'shopper'));
  return (await shopper('GET', `/api/orders/${id}/`)).json();
}

describe('the receipt', () => {
  it('is sent once the order is placed, with the amounts of the order to the cent', async () => {
    const { order_id } = await placeOrder(t, 'cards', 'shopper', hostile, 3);
    const order = await shopperOrder(order_id);
    const [mail] = await mailbox();
    expect(mail!.subject).toBe(`Your order ${order.order_number}: receipt`);
    expect(order.subtotal).toBe('37.02');
    expect(order.shipping_cost).toBe('5.99');
    expect(order.total).toBe('43.01');
    for (const part of [mail!.body, mail!.html!]) {
      expect(part).toContain('$12.34');
      expect(part).toContain('$37.02');
      expect(part).toContain('$5.99');
      expect(part).toContain('$43.01');
      expect(part).toContain('Cash on Delivery');
      expect(part).toContain('1 Main St');
      expect(part).toContain(order.order_number);
    }
    expect(mail!.body).toContain(
      `3 × ${HOSTILE} at $12.34: $37.02\nSubtotal: $37.02\nShipping (Standard Shipping): $5.99\nTotal: $43.01\n`,
    );
    expect(mail!.body).toMatch(
      new RegExp(`View your order: http://cards\\.localhost(:\\d+)?/account/orders/${order_id}\\n`),
    );
  });

  it('escapes a hostile product name in the HTML part', async () => {
    await placeOrder(t, 'cards', 'shopper', hostile, 1);
    const [mail] = await mailbox();
    expect(mail!.html).not.toContain('<img');
    expect(mail!.html).toContain('&lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;');
  });

  it('links to the store’s primary domain, whatever host the request came on', async () => {
    const { order_id } = await placeOrder(t, 'cards', 'shopper', hostile, 1);
    const [mail] = await mailbox();
    const links = [...mail!.html!.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(new RegExp(`^http://cards\\.localhost(:\\d+)?/account/orders/${order_id}$`));
  });
});

describe('shipping with tracking', () => {
  it('refuses to ship without a carrier and tracking number, naming both fields', async () => {
    const { order_id } = await placeOrder(t, 'cards', 'shopper', hostile);
    expect((await move(order_id, { status: 'processing' })).statusCode).toBe(200);
    const res = await move(order_id, { status: 'shipped' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      carrier: 'Choose a carrier',
      tracking_number: 'Enter the tracking number',
    });
    expect((await shopperOrder(order_id)).status).toBe('processing');
  });

  it('stores the carrier and number, shows them with the tracking link and e-mails the shopper', async () => {
    const { order_id } = await placeOrder(t, 'cards', 'shopper', hostile);
    await move(order_id, { status: 'processing' });
    const res = await move(order_id, {
      status: 'shipped',
      carrier: 'usps',
      tracking_number: ' 9400 1000/0?&x ',
    });
    expect(res.statusCode).toBe(200);
    const url = 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400%201000%2F0%3F%26x';
    const order = await shopperOrder(order_id);
    expect(order.shipment).toMatchObject({
      carrier: 'usps',
      carrier_name: 'USPS',
      tracking_number: '9400 1000/0?&x',
      tracking_url: url,
    });
    const managed = (await staff('GET', '/api/manage/orders/?status=shipped&page_size=100')).json();
    expect(managed.results.find((o: { id: number }) => o.id === order_id).shipment.tracking_url).toBe(url);

    const [mail] = await mailbox();
    expect(mail!.subject).toBe(`Your order ${order.order_number} has shipped`);
    expect(mail!.body).toContain('Carrier: USPS\nTracking number: 9400 1000/0?&x\n');
    expect(mail!.body).toContain(`Track your parcel: ${url}\n`);
    expect(mail!.html).toContain(`<a href="${url.replace(/&/g, '&amp;').replace(/=/g, '&#x3D;')}">`);
  });

  it('needs no tracking number for a local pickup order', async () => {
    const { order_id } = await placeOrder(t, 'cards', 'shopper', hostile);
    const store = t.stores.cards!;
    await t.handle.db.execute(
      sql`update orders set shipping_method = 'pickup' where tenant_id = ${store.id} and id = ${order_id}`,
    );
    await move(order_id, { status: 'processing' });
    expect((await move(order_id, { status: 'shipped' })).statusCode).toBe(200);
    const order = await shopperOrder(order_id);
    expect(order.shipment).toMatchObject({ carrier: null, tracking_number: null, tracking_url: null });
    const [mail] = await mailbox();
    expect(mail!.subject).toBe(`Your order ${order.order_number} is ready`);
  });

  it('is staff work: a shopper gets 403, another store’s staff 404, and nothing changes', async () => {
    const { order_id } = await placeOrder(t, 'cards', 'shopper', hostile);
    await move(order_id, { status: 'processing' });
    const body = { status: 'shipped', carrier: 'ups', tracking_number: '1Z999' };
    const shopper = as(t, await signInAs(t, 'cards', 'shopper'));
    expect((await shopper('POST', `/api/manage/orders/${order_id}/status/`, body)).statusCode).toBe(403);
    const outdoorStaff = as(t, await signInAs(t, 'outdoor', 'staff'));
    expect((await outdoorStaff('POST', `/api/manage/orders/${order_id}/status/`, body)).statusCode).toBe(404);
    const order = await shopperOrder(order_id);
    expect(order.status).toBe('processing');
    expect(order.shipment).toBeNull();
  });

  it('refuses an unknown carrier and a tracking number over 64 characters', async () => {
    const { order_id } = await placeOrder(t, 'cards', 'shopper', hostile);
    await move(order_id, { status: 'processing' });
    const res = await move(order_id, {
      status: 'shipped',
      carrier: 'pigeon',
      tracking_number: 'x'.repeat(65),
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['carrier', 'tracking_number']);
  });
});

describe('cancelling', () => {
  it('e-mails the shopper that the order is cancelled', async () => {
    const { order_id } = await placeOrder(t, 'cards', 'shopper', hostile);
    expect((await move(order_id, { status: 'cancelled' })).statusCode).toBe(200);
    const order = await shopperOrder(order_id);
    const [mail] = await mailbox();
    expect(mail!.subject).toBe(`Your order ${order.order_number} has been cancelled`);
    expect(mail!.body).toContain('Nothing from it will be sent.');
    expect(mail!.html).not.toContain('<img');
  });
});
