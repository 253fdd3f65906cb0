import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantBySlug } from '../../db/tenants.ts';
import { lastMail } from '../../test/mail.test-helpers.ts';
import { seedCheckoutMethods } from '../checkout/index.ts';
import { createTestApp, injectAs, signInAs, type TestApp } from '../../test/test-app.ts';
import { addOperator, platformBrowser, platformCall } from '../../test/platform.test-helpers.ts';

let t: TestApp;
type Browser = Awaited<ReturnType<typeof signInAs>>;
let cardsAdmin: Browser;
let outdoorAdmin: Browser;

beforeAll(async () => {
  t = await createTestApp();
  cardsAdmin = await signInAs(t, 'cards', 'admin');
  outdoorAdmin = await signInAs(t, 'outdoor', 'admin');
  await seedCheckoutMethods(t.handle.db, t.stores.outdoor!);
  await seedCheckoutMethods(t.handle.db, t.stores.cards!);
});
afterAll(() => t.close());

const call = (b: Browser, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  injectAs(t.app, b.host, { method, url, headers: b.headers, payload });

describe('the setup state', () => {
  it('starts empty and remembers each step done or skipped, per store', async () => {
    const first = await call(outdoorAdmin, 'GET', '/api/manage/setup/');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ steps: {}, live: true });

    const marked = await call(outdoorAdmin, 'PUT', '/api/manage/setup/steps/colours/', { status: 'done' });
    expect(marked.json().steps).toEqual({ colours: 'done' });
    await call(outdoorAdmin, 'PUT', '/api/manage/setup/steps/logo/', { status: 'skipped' });
    const again = await call(outdoorAdmin, 'PUT', '/api/manage/setup/steps/colours/', { status: 'skipped' });
    expect(again.json().steps).toEqual({ colours: 'skipped', logo: 'skipped' });

    // Store A's admin never reads or changes store B's state: the same calls on cards answer cards' own.
    expect((await call(cardsAdmin, 'GET', '/api/manage/setup/')).json().steps).toEqual({});
    await call(cardsAdmin, 'PUT', '/api/manage/setup/steps/name/', { status: 'done' });
    expect((await call(outdoorAdmin, 'GET', '/api/manage/setup/')).json().steps).toEqual({
      colours: 'skipped',
      logo: 'skipped',
    });
  });

  it('refuses another store’s session on this host, shoppers, staff and strangers', async () => {
    // outdoor's admin cookie sent to the cards host is no session there.
    const foreign = await injectAs(t.app, cardsAdmin.host, {
      method: 'PUT',
      url: '/api/manage/setup/steps/name/',
      headers: { ...outdoorAdmin.headers, host: cardsAdmin.host },
      payload: { status: 'skipped' },
    });
    expect(foreign.statusCode).toBe(403);
    for (const who of ['shopper', 'staff']) {
      const b = await signInAs(t, 'cards', who);
      expect((await call(b, 'GET', '/api/manage/setup/')).statusCode).toBe(403);
      expect((await call(b, 'POST', '/api/manage/setup/go-live/')).statusCode).toBe(403);
      expect((await call(b, 'GET', '/api/manage/shipping-methods/')).statusCode).toBe(403);
    }
    const anon = await injectAs(t.app, 'cards.localhost', { method: 'GET', url: '/api/manage/setup/' });
    expect(anon.statusCode).toBe(401);
  });

  it('answers readable 400s for an unknown step or status', async () => {
    const step = await call(cardsAdmin, 'PUT', '/api/manage/setup/steps/everything/', { status: 'done' });
    expect(step.statusCode).toBe(400);
    expect(step.json().fields).toEqual({ step: 'Unknown setup step' });
    const status = await call(cardsAdmin, 'PUT', '/api/manage/setup/steps/name/', { status: 'maybe' });
    expect(status.statusCode).toBe(400);
    expect(status.json().fields).toEqual({ status: 'Use done or skipped' });
  });
});

describe('a store the platform creates', () => {
  it('shows "Opening soon" until its admin goes live', async () => {
    await addOperator(t);
    const ops = await platformBrowser(t);
    const created = await platformCall(t, ops, {
      method: 'POST',
      url: '/api/platform/stores/',
      payload: {
        slug: 'newshop',
        name: 'New Shop',
        domains: ['newshop.localhost'],
        owner_email: 'owner@newshop.example',
        owner_password: 'owner-pass-1',
      },
    });
    expect(created.statusCode).toBe(201);
    const info = () => injectAs(t.app, 'newshop.localhost', { method: 'GET', url: '/api/tenant-info/' });
    expect((await info()).json().opening_soon).toBe(true);
    t.stores.newshop = (await tenantBySlug(t.handle.db, 'newshop'))!;
    const owner = await signInAs(t, 'newshop', 'owner');
    expect((await call(owner, 'GET', '/api/manage/setup/')).json()).toEqual({
      steps: {},
      live: false,
      opened_at: null,
    });
    const live = await call(owner, 'POST', '/api/manage/setup/go-live/');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ steps: { 'go-live': 'done' }, live: true });
    expect((await info()).json().opening_soon).toBeUndefined();
    const openedAt = live.json().opened_at;
    expect((await call(owner, 'POST', '/api/manage/setup/go-live/')).json().opened_at).toBe(openedAt);
  });
});

describe('shipping and payment methods', () => {
  it('reprices and withdraws a shipping method of this store only, keeping one', async () => {
    const list = await call(outdoorAdmin, 'GET', '/api/manage/shipping-methods/');
    const ids = list.json().results.map((m: { id: string }) => m.id);
    expect(ids).toEqual(['standard', 'priority', 'express']);
    const saved = await call(outdoorAdmin, 'PUT', `/api/manage/shipping-methods/${ids[0]}/`, {
      name: 'Ground',
      price: '4.5',
      is_active: true,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ id: ids[0], name: 'Ground', price: '4.50', is_active: true });
    const cardsList = await call(cardsAdmin, 'GET', '/api/manage/shipping-methods/');
    expect(cardsList.json().results.find((m: { id: string }) => m.id === ids[0]).name).not.toBe('Ground');

    for (const id of ids.slice(1))
      await call(outdoorAdmin, 'PUT', `/api/manage/shipping-methods/${id}/`, {
        name: 'Off',
        price: '1.00',
        is_active: false,
      });
    const last = await call(outdoorAdmin, 'PUT', `/api/manage/shipping-methods/${ids[0]}/`, {
      name: 'Ground',
      price: '4.50',
      is_active: false,
    });
    expect(last.statusCode).toBe(400);
    expect(last.json()).toEqual({
      error: 'Checkout needs at least one shipping method',
      fields: { is_active: 'Keep at least one shipping method' },
    });
    // Nothing half-written: the method is still offered.
    const shop = await injectAs(t.app, outdoorAdmin.host, {
      method: 'GET',
      url: '/api/ecommerce/shipping-methods/',
    });
    expect(shop.json().results.map((m: { name: string }) => m.name)).toEqual(['Ground']);
  });

  it('refuses hostile prices and unknown methods readably', async () => {
    const bad = await call(outdoorAdmin, 'PUT', '/api/manage/shipping-methods/standard/', {
      name: '',
      price: '-1',
      is_active: 'yes',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      name: 'Name is required',
      price: 'Enter a price like 12.99',
      is_active: 'Say whether checkout offers it',
    });
    const unknown = await call(outdoorAdmin, 'PUT', '/api/manage/payment-methods/bitcoin/', {
      is_active: true,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('withdraws a payment method', async () => {
    const saved = await call(outdoorAdmin, 'PUT', '/api/manage/payment-methods/cash/', {
      is_active: false,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ id: 'cash', is_active: false });
    const shop = await injectAs(t.app, outdoorAdmin.host, {
      method: 'GET',
      url: '/api/ecommerce/payment-methods/',
    });
    expect(shop.json().results.map((m: { id: string }) => m.id)).not.toContain('cash');
  });
});

describe('inviting a supplier', () => {
  it('creates an approved supplier and mails a link to choose a password', async () => {
    const res = await call(cardsAdmin, 'POST', '/api/manage/suppliers/invite/', {
      email: 'Nina@Sellers.example',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      supplier: { id: expect.any(Number), username: 'nina', email: 'Nina@Sellers.example' },
      message: 'We have sent Nina@Sellers.example a link to choose a password.',
    });
    const mail = await lastMail(t, 'cards', 'Nina@Sellers.example');
    expect(mail.subject).toBe(`You are invited to sell at ${t.stores.cards!.name}`);
    expect(mail.body).toMatch(/http:\/\/cards\.localhost:8000\/password-reset\/confirm\?token=[\w-]{43}/);
    const again = await call(cardsAdmin, 'POST', '/api/manage/suppliers/invite/', {
      email: 'nina@sellers.example',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().fields).toEqual({ email: 'A user with that email already exists.' });
    const bad = await call(cardsAdmin, 'POST', '/api/manage/suppliers/invite/', { email: 'not an address' });
    expect(bad.json().fields).toEqual({ email: 'Please enter a valid email address' });
  });
});

describe('the logo', () => {
  it('stores an uploaded picture as the store’s logo, served resized', async () => {
    const png = await sharp({
      create: { width: 1200, height: 300, channels: 3, background: '#ff0000' },
    })
      .png()
      .toBuffer();
    const boundary = 'logoboundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await injectAs(t.app, outdoorAdmin.host, {
      method: 'POST',
      url: '/api/manage/store/logo/',
      headers: { ...outdoorAdmin.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode).toBe(200);
    const url = res.json().logo_url as string;
    expect(url).toMatch(/^\/media\/uploads\/\d+\.webp$/);
    const info = await injectAs(t.app, outdoorAdmin.host, { method: 'GET', url: '/api/tenant-info/' });
    expect(info.json().theme.logo_url).toBe(url);
    const image = await injectAs(t.app, outdoorAdmin.host, { method: 'GET', url });
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 800,
      height: 200,
    });
    // Another store's host does not serve it.
    const elsewhere = await injectAs(t.app, cardsAdmin.host, { method: 'GET', url });
    expect(elsewhere.statusCode).toBe(404);
  });
});
