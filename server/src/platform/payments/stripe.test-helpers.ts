import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { StripeSettings } from '../../config.ts';

/** An intent as the stand-in keeps it; `account` is the Stripe-Account it was created on. */
export interface StandInIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: Stripe.PaymentIntent.Status;
  client_secret: string;
  metadata: Record<string, string>;
  description: string | null;
  payment_method: string | null;
  /** The charge of a succeeded intent (`ch_…`), as Stripe's webhook sends it: an id, never expanded. */
  latest_charge: string | null;
  next_action: { type: 'use_stripe_sdk' } | null;
  last_payment_error: { message: string } | null;
  account: string | null;
  /** Creation calls answered with this intent (a repeated Idempotency-Key answers it again). */
  creations: number;
}

/** Cards the stand-in knows (Stripe's own test numbers): 3-D Secure first needs the shopper's approval. */
export const STAND_IN_CARDS = {
  visa: '4242424242424242',
  mastercard: '5555555555554444',
  secure: '4000002760003184',
  declined: '4000000000000002',
};

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

/** The brand Stripe reports for a test card number, by its first digits. */
const brandOf = (card: string) =>
  card.startsWith('4')
    ? 'visa'
    : /^3[47]/.test(card)
      ? 'amex'
      : /^(5[1-5]|2)/.test(card)
        ? 'mastercard'
        : 'unknown';

/** `a[b][c]=1` form fields as nested objects, as Stripe's API reads them. */
function parseForm(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = out;
    for (const part of path.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    node[path.at(-1)!] = value;
  }
  return out;
}

async function bodyOf(request: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return parseForm(text);
}

/**
 * A local stand-in of the Stripe endpoints the server and the page call (create, retrieve, confirm, cancel a
 * PaymentIntent; create a refund), for tests only: no network, no Stripe account. Cards confirm by number.
 */
export async function startStripeStandIn() {
  const intents = new Map<string, StandInIntent>();
  const byKey = new Map<string, string>();
  const refunds: { id: string; payment_intent: string; amount: number; key: string | undefined }[] = [];
  /** Connect accounts of the platform, by id: whether each may take card payments yet. */
  const accounts = new Map<string, boolean>();
  /** Each payment method's card (as Stripe keeps it), and each charge's. */
  const cards = new Map<string, { brand: string; last4: string }>();
  const charges = new Map<string, { id: string; payment_method: string }>();
  // As Stripe: `expand[]=latest_charge` and `expand[]=payment_method` answer the objects for their ids.
  const view = (intent: StandInIntent, expand: string[] = []) => {
    const method = intent.payment_method;
    const charge = charges.get(intent.latest_charge ?? '');
    const card = method ? cards.get(method) : undefined;
    return {
      ...intent,
      payment_method:
        expand.includes('payment_method') && method ? { id: method, object: 'payment_method', card } : method,
      latest_charge:
        expand.includes('latest_charge') && charge
          ? { ...charge, object: 'charge', payment_method_details: { type: 'card', card } }
          : intent.latest_charge,
    };
  };
  const confirm = (intent: StandInIntent, card: string) => {
    intent.payment_method = id('pm');
    cards.set(intent.payment_method, { brand: brandOf(card), last4: card.slice(-4) });
    intent.last_payment_error = null;
    if (card === STAND_IN_CARDS.declined) {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = { message: 'Your card was declined.' };
    } else if (card === STAND_IN_CARDS.secure) {
      intent.status = 'requires_action';
      intent.next_action = { type: 'use_stripe_sdk' };
    } else succeed(intent);
  };
  const succeed = (intent: StandInIntent) => {
    intent.status = 'succeeded';
    intent.latest_charge = id('ch');
    charges.set(intent.latest_charge, { id: intent.latest_charge, payment_method: intent.payment_method! });
  };

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const account = (request.headers['stripe-account'] as string | undefined) ?? null;
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
      response.end(JSON.stringify(body));
    };
    const fail = (status: number, message: string) =>
      answer(status, { error: { type: 'invalid_request_error', message } });
    const body = request.method === 'POST' ? await bodyOf(request) : {};
    if (url.pathname === '/_test/deliver') return answer(200, await deliver(body));
    const [, , kind, intentId, action] = url.pathname.split('/');
    if (kind === 'accounts' && request.method === 'GET') {
      const chargesEnabled = accounts.get(intentId ?? '');
      if (chargesEnabled === undefined)
        return answer(403, {
          error: {
            type: 'invalid_request_error',
            message: 'The provided key does not have access to account',
          },
        });
      return answer(200, { id: intentId, object: 'account', charges_enabled: chargesEnabled });
    }
    if (kind === 'refunds' && request.method === 'POST') {
      const key = request.headers['idempotency-key'] as string | undefined;
      const earlier = refunds.find((r) => key && r.key === key);
      if (earlier) return answer(200, { object: 'refund', status: 'succeeded', ...earlier });
      // As Stripe: only a succeeded intent is refunded, and never past its amount.
      const paid = intents.get(String(body.payment_intent));
      const given = refunds.filter((r) => r.payment_intent === paid?.id).reduce((s, r) => s + r.amount, 0);
      if (paid?.status !== 'succeeded') return fail(400, 'This PaymentIntent has no successful charge');
      if (given + Number(body.amount) > paid.amount)
        return fail(400, 'Refund amount is greater than unrefunded amount on charge');
      const refund = {
        id: id('re'),
        payment_intent: String(body.payment_intent),
        amount: Number(body.amount),
        key,
      };
      refunds.push(refund);
      return answer(200, { object: 'refund', status: 'succeeded', ...refund });
    }
    if (kind !== 'payment_intents') return fail(404, 'Unrecognized request URL');
    if (!intentId && request.method === 'POST') {
      const key = request.headers['idempotency-key'] as string | undefined;
      const earlier = key && intents.get(byKey.get(key) ?? '');
      if (earlier) return answer(200, view({ ...earlier, creations: ++earlier.creations }));
      const intentIdNew = id('pi');
      const intent: StandInIntent = {
        id: intentIdNew,
        object: 'payment_intent',
        amount: Number(body.amount),
        currency: String(body.currency),
        status: 'requires_payment_method',
        client_secret: `${intentIdNew}_secret_${randomBytes(6).toString('hex')}`,
        metadata: (body.metadata ?? {}) as Record<string, string>,
        description: (body.description as string | undefined) ?? null,
        payment_method: null,
        latest_charge: null,
        next_action: null,
        last_payment_error: null,
        account,
        creations: 1,
      };
      intents.set(intent.id, intent);
      if (key) byKey.set(key, intent.id);
      return answer(200, view(intent));
    }
    const intent = intents.get(intentId ?? '');
    if (!intent || intent.account !== account) return fail(404, `No such payment_intent: '${intentId}'`);
    // The SDK sends `expand[0]=latest_charge&expand[1]=payment_method`.
    const expand = [...url.searchParams].filter(([k]) => k.startsWith('expand')).map(([, v]) => v);
    if (request.method === 'GET' && !action) return answer(200, view(intent, expand));
    if (action === 'cancel') {
      if (intent.status === 'succeeded') return fail(400, 'This PaymentIntent has already succeeded.');
      intent.status = 'canceled';
      return answer(200, view(intent));
    }
    // Called by the tests' fake Stripe.js only: `card` stands for what the Payment Element collected.
    if (action === 'confirm' && intent.status !== 'canceled') confirm(intent, String(body.card));
    else if (action === 'authenticate' && intent.status === 'requires_action') succeed(intent);
    else return fail(400, `This PaymentIntent cannot ${action} now (${intent.status}).`);
    return answer(200, view(intent));
  }

  /** For browser tests (another process): Stripe's signed delivery of an event about an intent to `target`. */
  async function deliver(body: Record<string, unknown>) {
    const intent = intents.get(String(body.intent_id));
    if (!intent) return { status: 404 };
    const event = signedEvent(String(body.type), intent, settings.webhookSecret, {
      eventId: String(body.event_id),
    });
    const res = await fetch(String(body.target), {
      method: 'POST',
      headers: event.headers,
      body: event.payload,
    });
    return { status: res.status, body: await res.json() };
  }

  const server = createServer((request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' });
      return void response.end();
    }
    handle(request, response).catch((error: Error) => {
      response.writeHead(500);
      response.end(error.message);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const settings: StripeSettings = {
    secretKey: 'sk_test_stand_in',
    publishableKey: 'pk_test_stand_in',
    webhookSecret: 'whsec_stand_in',
    api: { host: '127.0.0.1', port, protocol: 'http' },
  };
  return {
    url: `http://127.0.0.1:${port}`,
    settings,
    intents,
    refunds,
    /** A Connect account of the platform (its onboarding done when `chargesEnabled`). */
    addAccount: (accountId: string, chargesEnabled = true) => void accounts.set(accountId, chargesEnabled),
    /** Confirms an intent with a card, as Stripe.js would on the page. */
    confirm: (intentId: string, card: string) => confirm(intents.get(intentId)!, card),
    /** The shopper approved the 3-D Secure step. */
    authenticate: (intentId: string) => succeed(intents.get(intentId)!),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;

/** A webhook delivery of `type` about the intent: the raw JSON and a `Stripe-Signature` signed with `secret`. */
export function signedEvent(
  type: string,
  intent: StandInIntent,
  secret: string,
  options: { eventId?: string; account?: string } = {},
) {
  const { account: _, creations: __, ...object } = intent;
  const payload = JSON.stringify({
    id: options.eventId ?? id('evt'),
    object: 'event',
    type,
    account: options.account,
    data: { object },
  });
  const signature = new Stripe('sk_test_unused').webhooks.generateTestHeaderString({ payload, secret });
  return { payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
}
