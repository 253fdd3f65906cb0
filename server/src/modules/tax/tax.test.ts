import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app.ts';
import { as, userId } from '../../test/signed-in.test-helpers.ts';

// Decision 052: the store's tax rates, its "prices include tax" setting and its tax-exempt customers.
let t: TestApp;
let admin: ReturnType<typeof as>;
let staff: ReturnType<typeof as>;
let outdoorAdmin: ReturnType<typeof as>;
let shopperId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = as(t, await signInAs(t, 'cards', 'admin'));
  staff = as(t, await signInAs(t, 'cards', 'staff'));
  outdoorAdmin = as(t, await signInAs(t, 'outdoor', 'admin'));
  shopperId = await userId(t, 'cards', 'shopper');
});
afterAll(() => t.close());

const RATES = '/api/manage/tax/rates/';

describe('tax rates', () => {
  it('are listed, added, edited and deleted by the admin, rates kept exactly as typed', async () => {
    const ny = await admin('POST', RATES, {
      country: 'us',
      region: 'ny',
      rate: '8.875',
      name: 'NY sales tax',
    });
    expect(ny.statusCode).toBe(201);
    expect(ny.json()).toEqual({
      id: expect.any(Number),
      country: 'US',
      region: 'NY',
      rate: '8.875',
      name: 'NY sales tax',
    });
    const de = await admin('POST', RATES, { country: 'DE', rate: '19.000' });
    expect(de.json()).toMatchObject({ country: 'DE', region: '', rate: '19', name: '' });
    const uk = await admin('POST', RATES, { country: 'UK', rate: '20' });
    expect(uk.json()).toMatchObject({ country: 'GB', rate: '20' });

    const edited = await admin('PUT', `${RATES}${de.json().id}/`, {
      country: 'DE',
      rate: '7',
      name: 'Reduced',
    });
    expect(edited.json()).toMatchObject({ country: 'DE', rate: '7', name: 'Reduced' });
    expect((await admin('DELETE', `${RATES}${uk.json().id}/`)).statusCode).toBe(204);

    const list = (await admin('GET', RATES)).json().results;
    expect(
      list.map((r: { country: string; region: string; rate: string }) => [r.country, r.region, r.rate]),
    ).toEqual([
      ['DE', '', '7'],
      ['US', 'NY', '8.875'],
    ]);
  });

  it('refuses a second rate for the same place with 409, and unknown ids with 404', async () => {
    const again = await admin('POST', RATES, { country: 'US', region: 'NY', rate: '4' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('US-NY already has a tax rate: edit that one');
    expect((await admin('PUT', `${RATES}999999/`, { country: 'US', rate: '1' })).statusCode).toBe(404);
    expect((await admin('DELETE', `${RATES}999999/`)).statusCode).toBe(404);
  });

  it.each([
    [{ country: 'US', rate: '-1' }, 'rate'],
    [{ country: 'US', rate: '1e9' }, 'rate'],
    [{ country: 'US', rate: '1000000000' }, 'rate'],
    [{ country: 'US', rate: '100.001' }, 'rate'],
    [{ country: 'US', rate: '8.8755' }, 'rate'],
    [{ country: 'US', rate: 8.875 }, 'rate'],
    [{ country: 'XX', rate: '5' }, 'country'],
    [{ country: 'USA', rate: '5' }, 'country'],
    [{ country: 'US', region: 'NEW YORK', rate: '5' }, 'region'],
    [{ country: 'US', rate: '5', name: 'x'.repeat(100_000) }, 'name'],
    [{ country: 'x'.repeat(100_000), rate: '5' }, 'country'],
  ])('refuses %j with a 400 naming the field, writing nothing', async (body, field) => {
    const res = await admin('POST', RATES, body);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields ?? {})).toContain(field);
    expect((await admin('GET', RATES)).json().results).toHaveLength(2);
  });

  it("are the admin's: staff and shoppers get 403", async () => {
    expect((await staff('GET', RATES)).statusCode).toBe(403);
    expect((await staff('POST', RATES, { country: 'US', rate: '5' })).statusCode).toBe(403);
    const shopper = as(t, await signInAs(t, 'cards', 'shopper'));
    expect((await shopper('PUT', '/api/manage/tax/settings/', { prices_include_tax: true })).statusCode).toBe(
      403,
    );
  });
});

describe('the tenant wall', () => {
  it("keeps the card shop's rates, settings and exemptions from the outdoor store's admin", async () => {
    const cards = (await admin('GET', RATES)).json().results;
    const id = cards[0].id;
    expect((await outdoorAdmin('GET', RATES)).json().results).toEqual([]);
    expect((await outdoorAdmin('PUT', `${RATES}${id}/`, { country: 'US', rate: '0' })).statusCode).toBe(404);
    expect((await outdoorAdmin('DELETE', `${RATES}${id}/`)).statusCode).toBe(404);
    expect(
      (await outdoorAdmin('PUT', '/api/manage/tax/settings/', { prices_include_tax: true })).statusCode,
    ).toBe(200);
    expect((await admin('GET', '/api/manage/tax/settings/')).json()).toEqual({ prices_include_tax: false });
    const exempt = `/api/manage/tax/customers/${shopperId}/`;
    expect((await outdoorAdmin('PUT', exempt, { tax_exempt: true })).statusCode).toBe(404);
    expect((await outdoorAdmin('GET', exempt)).statusCode).toBe(404);
    expect((await admin('GET', RATES)).json().results).toEqual(cards);
    expect((await staff('GET', exempt)).json()).toEqual({ tax_exempt: false });
  });
});

describe('settings and exemptions', () => {
  it('say whether prices include tax, and which customers are exempt', async () => {
    const saved = await admin('PUT', '/api/manage/tax/settings/', { prices_include_tax: true });
    expect(saved.json()).toEqual({ prices_include_tax: true });
    expect((await admin('PUT', '/api/manage/tax/settings/', { prices_include_tax: 'yes' })).statusCode).toBe(
      400,
    );
    const exempt = `/api/manage/tax/customers/${shopperId}/`;
    expect((await staff('PUT', exempt, { tax_exempt: true })).json()).toEqual({ tax_exempt: true });
    expect((await staff('PUT', exempt, { tax_exempt: true })).json()).toEqual({ tax_exempt: true });
    expect((await staff('GET', exempt)).json()).toEqual({ tax_exempt: true });
    expect((await staff('PUT', exempt, { tax_exempt: false })).json()).toEqual({ tax_exempt: false });
    expect((await staff('PUT', exempt, {})).statusCode).toBe(400);
    expect((await staff('PUT', '/api/manage/tax/customers/0/', { tax_exempt: true })).statusCode).toBe(400);
  });

  it('audits each exemption change, which the customer list’s checkbox makes, and only staff make it', async () => {
    const exempt = `/api/manage/tax/customers/${shopperId}/`;
    expect((await staff('PUT', exempt, { tax_exempt: true })).statusCode).toBe(200);
    const entries = (await admin('GET', '/api/manage/audit/')).json().results;
    expect(entries[0]).toMatchObject({
      actor: 'staff',
      action: 'tax.exemption',
      target: `user:${shopperId}`,
      details: { username: 'shopper', tax_exempt: true },
    });
    const shopper = as(t, await signInAs(t, 'cards', 'shopper'));
    expect((await shopper('PUT', exempt, { tax_exempt: false })).statusCode).toBe(403);
    expect((await shopper('GET', exempt)).statusCode).toBe(403);
    expect((await staff('GET', exempt)).json()).toEqual({ tax_exempt: true });
    await staff('PUT', exempt, { tax_exempt: false });
  });
});
