import { afterAll, beforeAll, expect, it } from 'vitest';
import { requestContext } from '../../platform/tenancy.ts';
import { as } from '../../test/signed-in.test-helpers.ts';
import { appOn, createTestApp, hasPostgres, signInAs, type TestApp } from '../../test/test-app.ts';
import { runAlerts } from './wantlist-alerts.ts';
import { alertsTo, emailOf, setStock } from './wantlists.test-helpers.ts';

// Two instances run the alert step for one store at the same moment: one holds the store's lock and sends,
// the other skips the store; the shopper gets exactly one e-mail.
let t: TestApp;

beforeAll(async () => {
  if (hasPostgres) t = await createTestApp({ postgres: true });
}, 120_000);
afterAll(() => t?.close());

it.skipIf(!hasPostgres)('two instances at once send one alert e-mail', async () => {
  const staff = await signInAs(t, 'cards', 'staff');
  const shopper = await signInAs(t, 'cards', 'shopper');
  const created = await as(t, staff)('POST', '/api/manage/products/', {
    name: 'Twin Dragon',
    sku: 'TWIN-1',
    price: '3.00',
    stock: 0,
  });
  const product = created.json<{ id: number; variants: { id: number }[] }>();
  const second = await appOn(t.handle.db, {});
  const step = (app: typeof t.app) =>
    runAlerts(requestContext(t.handle.db, t.stores.cards!), {
      mailer: app.mailer,
      secret: app.config.secretKey,
    });
  try {
    await step(t.app);
    await as(t, shopper)('POST', '/api/account/wantlists/', {
      name: 'Twins',
      items: [{ name: 'twin dragon', quantity: 1 }],
    });
    await setStock(t, staff, product.id, product.variants[0]!.id, 2, '3.00');
    const runs = await Promise.all([step(t.app), step(second), step(t.app), step(second)]);
    expect(runs.reduce((n, r) => n + (r?.sent ?? 0), 0)).toBe(1);
    expect(await alertsTo(t, 'cards', await emailOf(t, 'cards', 'shopper'))).toHaveLength(1);
  } finally {
    await second.close();
  }
});
