import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestContext } from '../../platform/tenancy.ts';
import { as, type Who } from '../../test/signed-in.test-helpers.ts';
import { createTestApp, signedInUsers, signInAs, type TestApp } from '../../test/test-app.ts';
import { runAlerts } from './wantlist-alerts.ts';
import {
  alertsTo,
  distinctCards,
  emailOf,
  importBaseSet,
  nearMintVariant,
  setStock,
} from './wantlists.test-helpers.ts';

let t: TestApp;
let a: Who;
let b: Who;
let staff: Who;
let emailA: string;
let emailB: string;
let cards: { id: number; name: string }[];
const HOUR = 60 * 60 * 1000;
const start = new Date('2026-11-29T10:00:00Z');
/** A digest's line for a card's Near Mint offer (some cards have only a foil one). */
const offerLine = (card: string, price: string, max = '') =>
  new RegExp(`- ${card} · BASE1 · Near Mint( Foil)? · \\$${price.replace('.', '\\.')}${max}`);
const at = (ms: number) => new Date(start.getTime() + ms);
const step = (now: Date, slug = 'cards') =>
  runAlerts(
    requestContext(t.handle.db, t.stores[slug]!),
    { mailer: t.app.mailer, secret: t.app.config.secretKey },
    now,
  );

/** Puts `stock` units of a card's Near Mint variant at `price` (a staff edit: one of the writers the log follows). */
async function stockCard(card: { id: number }, stock: number, price: string) {
  await setStock(t, staff, card.id, await nearMintVariant(t, staff, card.id), stock, price);
}

const want = (who: Who, name: string, items: object[]) =>
  as(t, who)('POST', '/api/account/wantlists/', { name, items }).then((r) => r.json<{ id: number }>());

beforeAll(async () => {
  t = await createTestApp();
  await importBaseSet(t, t.stores.cards!);
  await signedInUsers(t.handle.db, t.stores.cards!, 'collector', 1);
  a = await signInAs(t, 'cards', 'shopper');
  b = await signInAs(t, 'cards', 'collector0');
  staff = await signInAs(t, 'cards', 'staff');
  emailA = await emailOf(t, 'cards', 'shopper');
  emailB = await emailOf(t, 'cards', 'collector0');
  cards = await distinctCards(t, t.stores.cards!.id, 5);
  for (const card of cards) await stockCard(card, 0, '5.00');
  // The first step sets the store's watermark.
  await step(start);
}, 300_000);
afterAll(() => t.close());

describe('wantlist alerts', () => {
  it('a restock of a wanted card sends one digest to the shopper who wants it and none to others; another within the hour waits for the next', async () => {
    const [first, second, third] = cards;
    await want(a, 'Base set', [
      { name: first!.name, condition: 'NM', quantity: 1 },
      { name: second!.name.toUpperCase(), quantity: 2 },
    ]);
    await want(b, 'Other', [{ name: third!.name, quantity: 1 }]);

    await stockCard(first!, 3, '5.00');
    expect(await step(at(1000))).toMatchObject({ changed: 1, queued: 1, sent: 1 });
    const [mail] = await alertsTo(t, 'cards', emailA);
    expect(mail!.subject).toBe(`${first!.name} is in stock at ${t.stores.cards!.name}`);
    expect(mail!.body).toMatch(offerLine(first!.name, '5.00'));
    expect(await alertsTo(t, 'cards', emailB)).toEqual([]);

    // The same offer, still in stock (more units, a new price under no maximum): never told twice.
    await stockCard(first!, 5, '4.50');
    expect(await step(at(2000))).toMatchObject({ queued: 0, sent: 0 });

    // A second restock 30 minutes later waits: one e-mail an hour at most.
    await stockCard(second!, 1, '5.00');
    expect(await step(at(HOUR / 2))).toMatchObject({ queued: 1, sent: 0 });
    expect(await step(at(HOUR / 2 + 60_000))).toMatchObject({ queued: 0, sent: 0 });
    expect(await alertsTo(t, 'cards', emailA)).toHaveLength(1);
    // An hour after the first, the digest holds it.
    expect(await step(at(HOUR + 2000))).toMatchObject({ sent: 1 });
    const mails = await alertsTo(t, 'cards', emailA);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.body).toMatch(offerLine(second!.name, '5.00'));
    expect(mails[1]!.body).not.toContain(`- ${first!.name}`);
    expect(await alertsTo(t, 'cards', emailB)).toEqual([]);

    // Sold out, then back: the offer alerts again.
    await stockCard(first!, 0, '4.50');
    expect(await step(at(2 * HOUR))).toMatchObject({ cleared: 1, sent: 0 });
    await stockCard(first!, 2, '4.50');
    expect(await step(at(3 * HOUR))).toMatchObject({ queued: 1, sent: 1 });
    expect(await alertsTo(t, 'cards', emailA)).toHaveLength(3);
  });

  it('a price drop alerts only once it is at or under the maximum', async () => {
    const card = cards[3]!;
    await stockCard(card, 2, '5.00');
    await step(at(4 * HOUR));
    await want(b, 'Under two dollars', [{ name: card.name, maxPrice: '2.00', quantity: 1 }]);
    await stockCard(card, 2, '3.00');
    expect(await step(at(5 * HOUR))).toMatchObject({ queued: 0, sent: 0 });
    await stockCard(card, 2, '1.50');
    expect(await step(at(6 * HOUR))).toMatchObject({ queued: 1, sent: 1 });
    const [mail] = await alertsTo(t, 'cards', emailB);
    expect(mail!.body).toMatch(offerLine(card.name, '1.50', String.raw` \(your maximum \$2\.00\)`));
  });

  it('the unsubscribe link turns that list off; a forged one or another store answers 404', async () => {
    const [mail] = await alertsTo(t, 'cards', emailB);
    const [, list, token] = /\/wantlists\/unsubscribe\?list=(\d+)&token=([\w-]+)/.exec(mail!.body)!;
    const host = { host: b.host };
    const url = (l: string, tk: string) => `/api/wantlists/unsubscribe/?list=${l}&token=${tk}`;
    const shown = await t.app.inject({ method: 'GET', url: url(list!, token!), headers: host });
    expect(shown.json()).toEqual({ name: 'Under two dollars', alerts: true });
    const forged = `${token!.slice(0, -1)}${token!.endsWith('A') ? 'B' : 'A'}`;
    expect((await t.app.inject({ method: 'POST', url: url(list!, forged), headers: host })).statusCode).toBe(
      404,
    );
    expect(
      (await t.app.inject({ method: 'POST', url: url(String(Number(list) - 1), token!), headers: host }))
        .statusCode,
    ).toBe(404);
    const elsewhere = { host: (await signInAs(t, 'outdoor', 'shopper')).host };
    expect(
      (await t.app.inject({ method: 'POST', url: url(list!, token!), headers: elsewhere })).statusCode,
    ).toBe(404);
    expect(shown.json().alerts).toBe(true);
    // One click from a mail client: no session, no CSRF token.
    const off = await t.app.inject({ method: 'POST', url: url(list!, token!), headers: host });
    expect(off.json()).toEqual({ name: 'Under two dollars', alerts: false });
    // Off: the card going out and back sends nothing.
    const card = cards[3]!;
    await stockCard(card, 0, '1.50');
    await step(at(8 * HOUR));
    await stockCard(card, 1, '1.50');
    expect(await step(at(9 * HOUR))).toMatchObject({ sent: 0 });
    expect(await alertsTo(t, 'cards', emailB)).toHaveLength(1);
  });
});
