import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { signedEvent, type StripeStandIn } from '../../platform/payments/stripe.test-helpers.ts';
import { withTenant } from '../../db/tenant-scope.ts';
import { injectAs, type signInAs, type TestApp } from '../../test/test-app.ts';
import { usersNamed } from '../auth/index.ts';

/** The order row's state as the payment tests read it. */
export async function orderState(t: TestApp, orderId: number) {
  const [row] = await queryRows<{
    status: string;
    payment_status: string;
    payment_transaction_id: string;
    card_brand: string | null;
    card_last4: string | null;
  }>(
    t.handle.db,
    sql`select status, payment_status, payment_transaction_id, card_brand, card_last4 from orders where id = ${orderId}`,
  );
  return row;
}

/** Delivers a signed webhook event about `intentId` to `host` (any store's: the webhook ignores it). */
export function deliver(
  t: TestApp,
  standIn: StripeStandIn,
  type: string,
  intentId: string,
  options: {
    eventId?: string;
    account?: string;
    host?: string;
    secret?: string;
    metadata?: object;
    status?: string;
  } = {},
) {
  const intent = {
    ...standIn.intents.get(intentId)!,
    ...(options.metadata && { metadata: { ...options.metadata } }),
    ...(options.status && { status: options.status }),
  };
  const { payload, headers } = signedEvent(
    type,
    intent,
    options.secret ?? standIn.settings.webhookSecret,
    options,
  );
  return injectAs(t.app, options.host ?? 'cards.localhost', {
    method: 'POST',
    url: '/api/payments/stripe/webhook/',
    headers,
    payload,
  });
}

/** The shopper's store-credit ledger lines of one kind, as (amount) numbers of cents. */
export async function creditLines(t: TestApp, kind: string) {
  const rows = await queryRows<{ cents: number }>(
    t.handle.db,
    sql`select (amount * 100)::int cents from store_credit_entries where kind = ${kind} order by id`,
  );
  return rows.map((r) => r.cents);
}

/** The card shop's demo shopper's id. */
export async function shopperId(t: TestApp): Promise<number> {
  const store = t.stores.cards!;
  const [user] = await withTenant(t.handle.db, store.id, (tx) => usersNamed(tx, store.id, ['shopper']));
  return user!.id;
}

/** Calls the API as a signed-in person (`signInAs`'s answer). */
export const callsAs =
  (t: TestApp, who: Awaited<ReturnType<typeof signInAs>>) =>
  (method: 'GET' | 'POST', url: string, payload?: object) =>
    injectAs(t.app, who.host, { method, url, headers: who.headers, ...(payload && { payload }) });
