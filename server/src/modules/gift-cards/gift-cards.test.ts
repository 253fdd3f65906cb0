import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { clearTables, type TestApp } from '../../test/test-app.ts';
import { TEST_CARDS } from '../../platform/payments/index.ts';
import {
  balanceOf,
  checkout,
  giftCardShop,
  issue,
  outbox,
  TEST_CARD,
  type Caller,
} from './gift-cards.test-helpers.ts';

let t: TestApp;
let staff: Caller;
let shopper: Caller;
let outdoorStaff: Caller;
let outdoorShopper: Caller;
let deckBox: number;
let caller: Awaited<ReturnType<typeof giftCardShop>>['caller'];

beforeAll(async () => {
  ({ t, staff, shopper, outdoorStaff, outdoorShopper, deckBox, caller } = await giftCardShop());
});
afterAll(() => t.close());
// A refused checkout leaves its lines in the cart.
beforeEach(() => clearTables(t, 'cart_items'));

const ledger = (cardId: number) =>
  queryRows<{ kind: string; amount: string; balance_after: string; order_number: string | null }>(
    t.handle.db,
    sql`select kind, amount::text, balance_after::text, order_number from gift_card_entries
         where gift_card_id = ${cardId} and tenant_id = ${t.stores.cards!.id} order by id`,
  );

describe('staff issue, list and void', () => {
  it('issues a card with a random grouped code, stores only its hash and last four, e-mails the code', async () => {
    const card = await issue(staff, '25.00', 'goodwill@example.com');
    expect(card.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(card).toMatchObject({ balance: '25.00', status: 'active', card: `····${card.code.slice(-4)}` });
    const [row] = await queryRows<{ code_hash: string; last4: string }>(
      t.handle.db,
      sql`select code_hash, last4 from gift_cards where id = ${card.id} and tenant_id = ${t.stores.cards!.id}`,
    );
    expect(row!.last4).toBe(card.code.slice(-4));
    expect(row!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(card.code.replace(/-/g, ''));
    const [mail] = await outbox(t, 'cards.localhost', 'goodwill@example.com');
    expect(mail!.subject).toBe('Your $25.00 gift card from ' + t.stores.cards!.name);
    expect(mail!.body).toContain(card.code);
    expect(mail!.html).toContain(card.code);
    const list = (await staff('GET', '/api/manage/gift-cards/')).json().results;
    expect(list.find((c: { id: number }) => c.id === card.id)).toMatchObject({
      balance: '25.00',
      initial_amount: '25.00',
      recipient_email: 'goodwill@example.com',
      entries: [{ kind: 'issue', amount: '25.00', balance_after: '25.00' }],
    });
    expect(JSON.stringify(list)).not.toContain(card.code);
  });

  it('refuses a zero, too large or malformed amount and a bad e-mail with fields, writing nothing', async () => {
    const before = (await staff('GET', '/api/manage/gift-cards/')).json().results.length;
    for (const body of [
      { amount: '0', email: 'a@example.com' },
      { amount: '10000.01', email: 'a@example.com' },
      { amount: '-5', email: 'a@example.com' },
      { amount: '5', email: 'not-an-email' },
      { amount: { x: 1 }, email: 'a@example.com' },
    ]) {
      const res = await staff('POST', '/api/manage/gift-cards/', body);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields).length).toBeGreaterThan(0);
    }
    expect((await staff('GET', '/api/manage/gift-cards/')).json().results.length).toBe(before);
  });

  it('voids a card: balance to zero with a void line, the lookup says void, a second void is 409', async () => {
    const card = await issue(staff, '40.00');
    const res = await staff('POST', `/api/manage/gift-cards/${card.id}/void/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'void', balance: '0.00' });
    expect(await ledger(card.id)).toMatchObject([
      { kind: 'issue', amount: '40.00', balance_after: '40.00' },
      { kind: 'void', amount: '-40.00', balance_after: '0.00' },
    ]);
    expect(await balanceOf(shopper, card.code)).toEqual({ card: card.card, balance: '0.00', status: 'void' });
    expect((await staff('POST', `/api/manage/gift-cards/${card.id}/void/`)).statusCode).toBe(409);
    const spend = await checkout(shopper, deckBox, 1, { gift_card: card.code });
    expect(spend.statusCode).toBe(400);
    expect(spend.json().fields.gift_card).toBe('We could not find an active gift card with this code');
  });

  it('keeps staff routes to staff and admin (403 for a shopper, 401/403 signed out) and cards within the store', async () => {
    const card = await issue(staff, '10.00');
    expect((await shopper('GET', '/api/manage/gift-cards/')).statusCode).toBe(403);
    expect(
      (await shopper('POST', '/api/manage/gift-cards/', { amount: '5', email: 'a@example.com' })).statusCode,
    ).toBe(403);
    expect((await shopper('POST', `/api/manage/gift-cards/${card.id}/void/`)).statusCode).toBe(403);
    expect((await outdoorStaff('GET', '/api/manage/gift-cards/')).json().results).toEqual([]);
    expect((await outdoorStaff('POST', `/api/manage/gift-cards/${card.id}/void/`)).statusCode).toBe(404);
    expect((await outdoorShopper('POST', '/api/gift-cards/balance/', { code: card.code })).statusCode).toBe(
      404,
    );
    expect(
      (await outdoorShopper('POST', '/api/account/gift-cards/redeem/', { code: card.code })).statusCode,
    ).toBe(404);
    const admin = await caller('cards', 'admin');
    expect((await admin('GET', '/api/manage/gift-cards/')).statusCode).toBe(200);
    expect(await balanceOf(shopper, card.code)).toMatchObject({ balance: '10.00', status: 'active' });
  });
});

describe('balance lookup', () => {
  it('answers by code in any case and spacing; an unknown code 404, a malformed one 400', async () => {
    const card = await issue(staff, '12.34');
    const typed = card.code.toLowerCase().replace(/-/g, ' ');
    expect(await balanceOf(shopper, typed)).toEqual({ card: card.card, balance: '12.34', status: 'active' });
    const unknown = await shopper('POST', '/api/gift-cards/balance/', { code: 'AAAA-BBBB-CCCC-DDDD' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('We could not find an active gift card with this code');
    const bad = await shopper('POST', '/api/gift-cards/balance/', { code: "x' or 1=1 --" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.code).toBeDefined();
  });
});

describe('paying at checkout', () => {
  it('takes the whole balance when the order is more, the card pays the rest, to the cent', async () => {
    const card = await issue(staff, '30.00');
    // 2 × 20.00 = 40.00, free shipping under 50.00 is 5.99: 45.99, of which the gift card pays 30.00.
    const res = await checkout(shopper, deckBox, 2, { gift_card: card.code });
    expect(res.statusCode).toBe(201);
    const order = (await shopper('GET', `/api/orders/${res.json().order_id}/`)).json();
    expect(order.total).toBe('45.99');
    expect(order.payment_status).toBe('completed');
    expect(order.payments).toEqual([
      { method: 'gift_card', label: `Gift card ${card.card}`, amount: '30.00' },
      { method: 'card', label: 'Credit/Debit Card', amount: '15.99' },
    ]);
    expect(await balanceOf(shopper, card.code)).toMatchObject({ balance: '0.00' });
    expect(await ledger(card.id)).toEqual([
      { kind: 'issue', amount: '30.00', balance_after: '30.00', order_number: null },
      { kind: 'spend', amount: '-30.00', balance_after: '0.00', order_number: order.order_number },
    ]);
    const again = await checkout(shopper, deckBox, 1, { gift_card: card.code });
    expect(again.statusCode).toBe(400);
    expect(again.json().fields.gift_card).toBe('This gift card has no balance left');
  });

  it('pays a whole order from a larger card, charging nothing and leaving the rest on it', async () => {
    const card = await issue(staff, '100.00');
    const res = await checkout(shopper, deckBox, 1, {
      gift_card: card.code,
      payment_method: 'cash',
      card: null,
    });
    expect(res.statusCode).toBe(201);
    const order = (await shopper('GET', `/api/orders/${res.json().order_id}/`)).json();
    expect(order.payments).toEqual([
      { method: 'gift_card', label: `Gift card ${card.card}`, amount: '25.99' },
    ]);
    expect(order.payment_status).toBe('completed');
    expect(await balanceOf(shopper, card.code)).toMatchObject({ balance: '74.01' });
  });

  it('gives the card its money back when the charge is declined, and when staff cancel the order', async () => {
    const card = await issue(staff, '10.00');
    const declined = await checkout(shopper, deckBox, 1, {
      gift_card: card.code,
      card: { ...TEST_CARD, number: TEST_CARDS.declined },
    });
    expect(declined.statusCode).toBe(402);
    expect(await balanceOf(shopper, card.code)).toMatchObject({ balance: '10.00' });
    expect((await ledger(card.id)).map((e) => [e.kind, e.amount])).toEqual([
      ['issue', '10.00'],
      ['spend', '-10.00'],
      ['restore', '10.00'],
    ]);
    // The cart came back with the discarded order: check out what is in it.
    const placed = await shopper('POST', '/api/ecommerce/checkout/', {
      ...(await import('../checkout/index.ts')).validBody({ payment_method: 'card', card: TEST_CARD }),
      gift_card: card.code,
    });
    expect(placed.statusCode).toBe(201);
    expect(await balanceOf(shopper, card.code)).toMatchObject({ balance: '0.00' });
    const cancel = await staff('POST', `/api/manage/orders/${placed.json().order_id}/status/`, {
      status: 'cancelled',
    });
    expect(cancel.statusCode).toBe(200);
    expect(await balanceOf(shopper, card.code)).toMatchObject({ balance: '10.00' });
  });

  it('refunds the gift card part only as store credit, never to the card', async () => {
    const card = await issue(staff, '30.00');
    const res = await checkout(shopper, deckBox, 2, { gift_card: card.code });
    const orderId = res.json().order_id;
    const order = (await shopper('GET', `/api/orders/${orderId}/`)).json();
    const all = {
      lines: order.items.map((i: { id: number }) => ({ order_item_id: i.id, quantity: 2 })),
      shipping: 'all',
      restock: false,
      reason: 'x',
    };
    const toCard = await staff('POST', `/api/manage/orders/${orderId}/refunds/`, { ...all, method: 'card' });
    expect(toCard.statusCode).toBe(400);
    expect(toCard.json().fields.method).toBeDefined();
    const credit = await staff('POST', `/api/manage/orders/${orderId}/refunds/`, {
      ...all,
      method: 'store_credit',
    });
    expect(credit.statusCode).toBe(201);
    expect(credit.json().total).toBe('45.99');
  });
});

describe('redeeming onto store credit', () => {
  it('moves the whole balance onto the account in one ledger, naming the card; user B then finds it empty', async () => {
    const card = await issue(staff, '17.50');
    const before = (await shopper('GET', '/api/account/store-credit/')).json().balance;
    const res = await shopper('POST', '/api/account/gift-cards/redeem/', { code: card.code });
    expect(res.statusCode).toBe(200);
    const credited = res.json();
    expect(credited.card).toBe(card.card);
    expect(credited.credited).toBe('17.50');
    expect(Math.round(Number(credited.store_credit_balance) * 100)).toBe(
      Math.round(Number(before) * 100) + 1750,
    );
    const mine = (await shopper('GET', '/api/account/store-credit/')).json();
    expect(mine.entries[0]).toMatchObject({
      kind: 'gift_card',
      amount: '17.50',
      reason: `Gift card ${card.card}`,
    });
    expect(await balanceOf(shopper, card.code)).toMatchObject({ balance: '0.00', status: 'active' });
    const other = await caller('cards', 'admin');
    const second = await other('POST', '/api/account/gift-cards/redeem/', { code: card.code });
    expect(second.statusCode).toBe(409);
    expect((await other('GET', '/api/account/store-credit/')).json().entries).toEqual([]);
  });

  it('asks a signed-out visitor to sign in', async () => {
    const card = await issue(staff, '5.00');
    const { injectAs, csrfFor } = await import('../../test/test-app.ts');
    const csrf = await csrfFor(t.app, 'cards.localhost');
    const res = await injectAs(t.app, 'cards.localhost', {
      method: 'POST',
      url: '/api/account/gift-cards/redeem/',
      headers: csrf.headers,
      payload: { code: card.code },
    });
    expect([401, 403]).toContain(res.statusCode);
    expect(await balanceOf(shopper, card.code)).toMatchObject({ balance: '5.00' });
  });
});
