import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@storefront/contract/auth';
import { injectAs, signInAs, type TestApp } from '../../test/test-app.ts';
import { manageTestApp, newCategory, pendingOrder, userId } from './manage.test-helpers.ts';

let t: TestApp;
let lantern: number;
let variant: number;
let gear: number;
let tom: number;
let n = 0;
beforeAll(async () => {
  ({ t, lantern, lanternVariant: variant } = await manageTestApp());
  gear = await newCategory(t, 'cards', 'Matrix Gear');
  tom = await userId(t, 'cards', 'toploader_tom');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Call {
  name: string;
  method: Method;
  url: () => Promise<string> | string;
  body?: () => object;
  /** A multipart body instead of JSON (the image upload). */
  upload?: boolean;
  allowed: Role[];
}

let picture: { payload: Buffer; headers: Record<string, string> };
beforeAll(async () => {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#00f' } })
    .png()
    .toBuffer();
  const boundary = '----matrix';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
  picture = {
    payload: Buffer.concat([Buffer.from(head), png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
});

/** The call's payload and extra headers, JSON or multipart. */
const bodyOf = (call: Call) =>
  call.upload ? { payload: picture.payload, extra: picture.headers } : { payload: call.body?.(), extra: {} };

const MANAGERS: Role[] = ['supplier', 'staff', 'admin'];
const STAFF: Role[] = ['staff', 'admin'];
const ADMIN: Role[] = ['admin'];
const settings = {
  name: 'Arcane Vault Games',
  primary: '#6D28D9',
  secondary: '#F59E0B',
  app_type: 'ecommerce',
  logo_url: '',
  client_details: {
    description: 'd',
    business_name: 'Arcane Vault Games',
    email: 'a@b.c',
    phone: '1',
    address: 'x',
  },
};

/** Every management call with the roles allowed to make it; every other role must be refused. */
const CALLS: Call[] = [
  { name: 'dashboard data', method: 'GET', url: () => '/api/dashboard/', allowed: ['customer', ...MANAGERS] },
  { name: 'read store settings', method: 'GET', url: () => '/api/manage/store/', allowed: ADMIN },
  {
    name: 'save store settings',
    method: 'PUT',
    url: () => '/api/manage/store/',
    body: () => settings,
    allowed: ADMIN,
  },
  { name: 'read the audit log', method: 'GET', url: () => '/api/manage/audit/', allowed: ADMIN },
  { name: 'list orders', method: 'GET', url: () => '/api/manage/orders/', allowed: MANAGERS },
  {
    name: 'move an order on',
    method: 'POST',
    url: async () => `/api/manage/orders/${await pendingOrder(t, lantern)}/status/`,
    body: () => ({ status: 'processing' }),
    allowed: STAFF,
  },
  { name: 'list products', method: 'GET', url: () => '/api/manage/products/', allowed: MANAGERS },
  { name: 'read a product', method: 'GET', url: () => `/api/manage/products/${lantern}/`, allowed: MANAGERS },
  {
    name: 'create a product',
    method: 'POST',
    url: () => '/api/manage/products/',
    body: () => ({ name: `Matrix Item ${++n}`, sku: `MX-${n}`, price: '9.99', stock: 3 }),
    allowed: MANAGERS,
  },
  {
    name: 'edit a product',
    method: 'PATCH',
    url: () => `/api/manage/products/${lantern}/`,
    body: () => ({ is_active: true }),
    allowed: MANAGERS,
  },
  {
    name: 'set price and stock',
    method: 'PUT',
    url: () => `/api/manage/products/${lantern}/variants/${variant}/`,
    body: () => ({ price: '30.00', stock: 20 }),
    allowed: MANAGERS,
  },
  {
    name: 'upload an image',
    method: 'POST',
    url: () => `/api/manage/products/${lantern}/image/`,
    upload: true,
    allowed: MANAGERS,
  },
  { name: 'list categories', method: 'GET', url: () => '/api/manage/categories/', allowed: STAFF },
  {
    name: 'create a category',
    method: 'POST',
    url: () => '/api/manage/categories/',
    body: () => ({ name: `Matrix Category ${++n}` }),
    allowed: STAFF,
  },
  {
    name: 'edit a category',
    method: 'PUT',
    url: () => `/api/manage/categories/${gear}/`,
    body: () => ({ name: 'Matrix Gear', description: 'All of it' }),
    allowed: STAFF,
  },
  {
    name: 'delete a category',
    method: 'DELETE',
    url: async () => `/api/manage/categories/${await newCategory(t, 'cards', `Doomed ${++n}`)}/`,
    allowed: STAFF,
  },
  { name: 'look up customers', method: 'GET', url: () => '/api/manage/customers/?q=casey', allowed: STAFF },
  { name: 'list users', method: 'GET', url: () => '/api/manage/users/', allowed: ADMIN },
  {
    name: 'change a role',
    method: 'PUT',
    url: () => `/api/manage/users/${tom}/role/`,
    body: () => ({ role: 'supplier' }),
    allowed: ADMIN,
  },
];

const USERS: Record<Role, string> = {
  customer: 'shopper',
  supplier: 'nova_cards',
  staff: 'staff',
  admin: 'admin',
};
const ROLES = Object.keys(USERS) as Role[];
const MATRIX = CALLS.flatMap((c) =>
  ROLES.map((role) => [c.name, role, c.allowed.includes(role), c] as const),
);

describe('role matrix: every management call × every role', () => {
  it.each(MATRIX)('%s as %s → allowed %s', async (_name, role, allowed, call) => {
    const who = await signInAs(t, 'cards', USERS[role]);
    const { payload, extra } = bodyOf(call);
    const res = await injectAs(t.app, who.host, {
      method: call.method,
      url: await call.url(),
      headers: { ...who.headers, ...extra },
      ...(payload && { payload }),
    });
    if (allowed) expect(res.statusCode, res.body).toBeLessThan(300);
    else {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().error).toBe('You do not have permission to do this');
    }
  });

  it.each(CALLS.map((c) => [c.name, c] as const))('%s signed out → 401', async (_name, call) => {
    const { headers } = await signInAs(t, 'cards', 'admin');
    const cookie = headers.cookie.split('; ').find((c) => c.startsWith('csrftoken='))!;
    const res = await injectAs(t.app, 'cards.localhost', {
      method: call.method,
      url: await call.url(),
      headers: { cookie, 'x-csrftoken': headers['x-csrftoken'], ...bodyOf(call).extra },
      ...(bodyOf(call).payload && { payload: bodyOf(call).payload }),
    });
    expect(res.statusCode).toBe(401);
  });

  it.each(CALLS.filter((c) => c.method !== 'GET').map((c) => [c.name, c] as const))(
    '%s without a CSRF token → 403',
    async (_name, call) => {
      const { headers } = await signInAs(t, 'cards', 'admin');
      const res = await injectAs(t.app, 'cards.localhost', {
        method: call.method,
        url: await call.url(),
        headers: { cookie: headers.cookie, ...bodyOf(call).extra },
        ...(bodyOf(call).payload && { payload: bodyOf(call).payload }),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatch(/CSRF/);
    },
  );
});
