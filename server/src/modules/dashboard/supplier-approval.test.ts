import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app.ts';
import { newProduct } from '../../test/catalog.test-helpers.ts';
import { lastMail } from '../../test/mail.test-helpers.ts';

// Issue 12: choosing "Supplier" on the profile is a request an admin approves; until then nothing the
// account creates is visible to shoppers.
let t: TestApp;
type Session = Awaited<ReturnType<typeof signInAs>>;
let shopper: Session;
let admin: Session;

const call = (who: Session | null, method: string, url: string, payload?: object) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: who ? who.headers : { host: 'cards.localhost' },
    ...(payload && { payload }),
  });

beforeAll(async () => {
  t = await createTestApp();
  shopper = await signInAs(t, 'cards', 'shopper');
  admin = await signInAs(t, 'cards', 'admin');
});
afterAll(() => t.close());

describe('a request to sell', () => {
  let shopperId: number;
  let slug: string;
  let productId: number;

  it('makes a pending supplier and e-mails the store admins', async () => {
    const res = await call(shopper, 'PATCH', '/api/user/profile/', { role: 'supplier' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'supplier', is_supplier: true, supplier_status: 'pending' });
    shopperId = res.json().id;
    const mail = await lastMail(t, 'cards', 'admin@cards.example');
    expect(mail?.subject).toBe('shopper asks to sell in Arcane Vault Games');
    expect(mail?.body).toContain('/dashboard/users');
  });

  it('lets the pending supplier prepare a product that shoppers never see', async () => {
    const res = await call(
      shopper,
      'POST',
      '/api/manage/products/',
      newProduct('Pending Binder', 'PEND-1', '12.00', 4),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ is_active: false });
    slug = res.json().slug;
    productId = res.json().id;
    expect((await call(null, 'GET', `/api/ecommerce/products/${slug}/`)).statusCode).toBe(404);
    const listed = await call(null, 'GET', '/api/ecommerce/products/?search=Pending%20Binder');
    expect(listed.json().count).toBe(0);
    const publish = await call(shopper, 'PATCH', `/api/manage/products/${productId}/`, { is_active: true });
    expect(publish.statusCode).toBe(403);
    expect(publish.json().error).toMatch(/awaits the store's approval/);
    expect((await call(null, 'GET', `/api/ecommerce/products/${slug}/`)).statusCode).toBe(404);
  });

  it('is approved by an admin only, never by staff or another store', async () => {
    const url = `/api/manage/users/${shopperId}/approve-supplier/`;
    const staff = await signInAs(t, 'cards', 'staff');
    expect((await call(staff, 'POST', url)).statusCode).toBe(403);
    expect((await call(shopper, 'POST', url)).statusCode).toBe(403);
    const outdoorAdmin = await signInAs(t, 'outdoor', 'admin');
    expect((await call(outdoorAdmin, 'POST', url)).statusCode).toBe(404);
    const listed = await call(admin, 'GET', '/api/manage/users/?role=supplier&q=shopper');
    expect(listed.json().results).toMatchObject([{ id: shopperId, supplier_status: 'pending' }]);

    const res = await call(admin, 'POST', url);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: shopperId, supplier_status: 'approved' });
    expect((await lastMail(t, 'cards', 'shopper@cards.example'))?.subject).toBe(
      'You can now sell in Arcane Vault Games',
    );
  });

  it('lets the approved supplier publish', async () => {
    const publish = await call(shopper, 'PATCH', `/api/manage/products/${productId}/`, { is_active: true });
    expect(publish.statusCode).toBe(200);
    expect((await call(null, 'GET', `/api/ecommerce/products/${slug}/`)).statusCode).toBe(200);
  });

  it('refuses approving someone who did not ask to sell', async () => {
    const me = (await call(admin, 'GET', '/api/user/profile/')).json();
    const staffRow = (await call(admin, 'GET', '/api/manage/users/?role=staff')).json().results[0];
    expect(staffRow.supplier_status).toBeNull();
    expect(me.supplier_status).toBeNull();
    const res = await call(admin, 'POST', `/api/manage/users/${staffRow.id}/approve-supplier/`);
    expect(res.statusCode).toBe(404);
  });
});
