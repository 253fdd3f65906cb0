import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, signInAs, type TestApp } from '../../test/test-app.ts';
import { createTestApp } from '../../test/test-app.ts';
import { as, STORE_SETTINGS } from './dashboard.test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('PUT /api/manage/store/', () => {
  it('saves the settings, shows them in tenant-info at once and records who changed what', async () => {
    const admin = as(t, await signInAs(t, 'cards', 'admin'));
    await injectAs(t.app, 'cards.localhost', { method: 'GET', url: '/api/tenant-info/' }); // warm the cache
    const res = await admin('PUT', '/api/manage/store/', STORE_SETTINGS);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...STORE_SETTINGS, free_shipping_over: '50.00' });
    const info = (
      await injectAs(t.app, 'cards.localhost', { method: 'GET', url: '/api/tenant-info/' })
    ).json();
    expect(info.tenant.name).toBe('Arcane Vault Reloaded');
    expect(info.theme).toMatchObject({ primary: '#DC2626', secondary: '#111827', app_type: 'inventory' });
    expect(info.theme.logo_url).toBe('https://cdn.example.com/logo.png');
    const log = (await admin('GET', '/api/manage/audit/')).json();
    expect(log.results[0]).toMatchObject({ actor: 'admin', action: 'store.update', target: 'store' });
    expect(log.results[0].details).toMatchObject({ name: 'Arcane Vault Reloaded', primary: '#DC2626' });
    const outdoor = (
      await injectAs(t.app, 'outdoor.localhost', { method: 'GET', url: '/api/tenant-info/' })
    ).json();
    expect(outdoor.theme.primary).toBe('#047857');
  });

  it.each([
    ['primary', { primary: 'red' }, 'Use a colour like #3B82F6'],
    ['name', { name: '  ' }, 'Store name is required'],
    ['app_type', { app_type: 'casino' }, undefined],
    ['logo_url', { logo_url: 'javascript:alert(1)' }, 'Use an https:// address or a /path'],
  ])('refuses a bad %s with 400 and a field message, changing nothing', async (field, over, message) => {
    const admin = as(t, await signInAs(t, 'cards', 'admin'));
    const res = await admin('PUT', '/api/manage/store/', { ...STORE_SETTINGS, name: 'Changed', ...over });
    expect(res.statusCode).toBe(400);
    const fields = res.json().fields;
    expect(fields[field]).toBeDefined();
    if (message) expect(fields[field]).toBe(message);
    const now = (await admin('GET', '/api/manage/store/')).json();
    expect(now.name).toBe('Arcane Vault Reloaded');
  });
});
