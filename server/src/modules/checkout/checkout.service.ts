import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import {
  CHECKOUT_MESSAGES,
  checkoutFieldErrors,
  type CheckoutRequest,
  type CheckoutResult,
  type PaymentMethod,
  type ShippingMethod,
} from '@storefront/contract/checkout';
import { queryPrepared, runPrepared, type Transaction } from '../../db/client.ts';
import { BadRequest, Conflict, DomainError } from '../../platform/errors.ts';
import { toCents } from '@storefront/contract/money';
import type { ChargeResult, PaymentProviders } from '../../platform/payments/index.ts';
import { requireUser } from '../../platform/session-user.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { cartLineName, restoreCart, takeCart } from '../cart/index.ts';
import { unitsSoldUpdate } from '../catalog/index.ts';
import { reserveStock } from '../inventory/index.ts';
import { refundOrderCredit, requireCredit, spendOnOrder } from '../store-credit/index.ts';
import { holdGiftCard, restoreGiftCardSpend, spendGiftCard } from '../gift-cards/index.ts';
import { paymentMethods, shippingMethods } from './checkout.tables.ts';
import {
  AWAITING_CHARGE,
  createOrder,
  discardUnpaidOrder,
  findOrderByKey,
  orderPaidStatement,
  paidOrder,
  tendersFor,
  type PaidOrderRow,
} from '../orders/index.ts';
import { isUniqueViolation } from './unique-violation.ts';
import { codeRefused, discountLines, recordCodeUse } from '../promotions/index.ts';
import { priceOrder, pricedLine, withDiscount } from './pricing.ts';
import { taxOrder } from './order-tax.ts';
import { addressZone, cartFigures, freeOverIn, methodApplies, methodPrice } from './shipping-zones.ts';
import type { TaxProvider } from '../tax/index.ts';
import { paymentView, shippingView } from './checkout-methods.service.ts';
import { cardOf, chargeOrder, withPageStep } from './charge.ts';

/**
 * The store's active shipping methods without a zone, in their order (spec section 7): what ships anywhere no
 * zone covers. The quote answers the methods of the shopper's address (decision 053).
 */
export async function listShippingMethods(ctx: RequestContext): Promise<ShippingMethod[]> {
  const rows = await ctx.db((tx) =>
    tx
      .select()
      .from(shippingMethods)
      .where(
        and(
          eq(shippingMethods.tenantId, ctx.tenant.id),
          eq(shippingMethods.isActive, true),
          isNull(shippingMethods.zoneId),
        ),
      )
      .orderBy(asc(shippingMethods.sortOrder), asc(shippingMethods.id)),
  );
  return rows.map(shippingView);
}

/** The store's active payment methods in their order (spec section 7). */
export async function listPaymentMethods(ctx: RequestContext): Promise<PaymentMethod[]> {
  const rows = await ctx.db((tx) =>
    tx
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.tenantId, ctx.tenant.id), eq(paymentMethods.isActive, true)))
      .orderBy(asc(paymentMethods.sortOrder), asc(paymentMethods.id)),
  );
  return rows.map(paymentView);
}

/** The chosen shipping and payment methods, if the store offers them, and the address's zone, in one query. */
async function methodsOf(tx: Transaction, ctx: RequestContext, body: CheckoutRequest) {
  const zone = addressZone(tx, ctx.tenant.id, body.shipping_address).as('zone');
  const [row] = await runPrepared(
    tx
      .select({
        shipping: shippingMethods,
        payment: paymentMethods,
        zone: {
          tenantId: zone.tenantId,
          id: zone.id,
          name: zone.name,
          places: zone.places,
          freeOver: zone.freeOver,
        },
      })
      .from(sql`(select 1) as one`)
      .leftJoin(
        shippingMethods,
        and(
          eq(shippingMethods.tenantId, ctx.tenant.id),
          eq(shippingMethods.id, body.shipping_method),
          eq(shippingMethods.isActive, true),
        ),
      )
      .leftJoin(
        paymentMethods,
        and(
          eq(paymentMethods.tenantId, ctx.tenant.id),
          eq(paymentMethods.id, body.payment_method as never),
          eq(paymentMethods.isActive, true),
        ),
      )
      .leftJoin(zone, sql`true`),
  );
  const { shipping, payment, zone: found } = row ?? { shipping: null, payment: null, zone: null };
  const fields: Record<string, string> = {};
  if (!shipping) fields.shipping_method = 'Please choose a shipping method';
  if (!payment) fields.payment_method = 'Please choose a payment method';
  return { shipping, payment, zone: found, fields };
}

/**
 * What `placeOrder` is given besides the request: the tax provider buildApp chose (the store's rate table by
 * default), and test-only seams (docs/decisions/012-charge-after-order.md); the route passes `log` and `tax`.
 */
export interface CheckoutSeams {
  /** Who taxes the order (decision 052); the built-in rate table when not given. */
  tax?: TaxProvider;
  /** Where a charge that could not be undone is reported; the request's logger in production. */
  log?: { error(details: object, message: string): void };
  /** Runs after a successful charge, before the order is marked paid; a test throws here. */
  afterCharge?: () => void | Promise<void>;
  /** Runs `orderPaidStatement` in place of the database; a test makes it fail. */
  markPaid?: (statement: SQL) => Promise<PaidOrderRow[]>;
  /** Called once per new order, after its payment is committed (a retry answering it calls nothing). */
  placed?: (order: CheckoutResult) => void;
}

/**
 * How long a checkout's statements may run, waiting their turn included: in a rush for the last units of a
 * product, buyers queue on its stock rows (each holds them for a few milliseconds), and a queued buyer
 * should get the stock or a 409, not the 503 the request's usual bound (STATEMENT_TIMEOUT_MS) would give.
 */
const QUEUE_TIMEOUT_MS = 15_000;

/** A retry found the order its twin placed, after taking the cart: rolls that back and answers the order. */
class AlreadyPlaced extends Error {
  constructor(readonly order: CheckoutResult) {
    super('already placed');
  }
}

/** The payment could not be recorded; any charge was voided. */
class OrderNotConfirmed extends DomainError {}

/** An order whose whole total was paid with store credit charges nothing. */
const PAID_BY_STORE_CREDIT: ChargeResult = { status: 'completed', transactionId: 'store_credit' };

const NOT_CONFIRMED =
  'We could not confirm your order, and your payment was cancelled. Please try again in a moment.';
const CARD_MESSAGE = 'Please check your card details';
const NOT_OFFERED = 'This shipping method is not available for this address and order';
const PAYMENT_UNAVAILABLE = 'The payment could not be completed. Please try again in a moment.';

/**
 * Places the signed-in shopper's order from their cart, charging only once the order exists
 * (docs/decisions/012-charge-after-order.md). One transaction validates as spec section 5, prices
 * everything from the database, empties the cart, takes the stock and writes the order as pending payment.
 * Then the provider charges, outside any transaction. A refused or failed charge discards the order (stock
 * and cart lines come back) and answers as before; a successful one marks the order paid. If that fails,
 * the charge is voided and the order discarded. With an idempotency key a retry answers the first order
 * instead of placing another.
 */
export async function placeOrder(
  ctx: RequestContext,
  body: CheckoutRequest,
  idempotencyKey: string | undefined,
  providers: PaymentProviders,
  seams: CheckoutSeams = {},
): Promise<CheckoutResult> {
  const user = requireUser(ctx);
  if (idempotencyKey) {
    const earlier = await ctx.db((tx) => findOrderByKey(tx, ctx.tenant.id, user.id, idempotencyKey));
    if (earlier) return earlier;
  }
  let placed: Awaited<ReturnType<typeof writePendingOrder>>;
  try {
    placed = await ctx.db(
      (tx) => writePendingOrder(tx, ctx, user.id, body, idempotencyKey, providers, seams),
      { statementTimeoutMs: QUEUE_TIMEOUT_MS },
    );
  } catch (error) {
    if (error instanceof AlreadyPlaced) return error.order;
    // A concurrent retry with the same key committed first: answer its order.
    if (idempotencyKey && isUniqueViolation(error)) {
      const earlier = await ctx.db((tx) => findOrderByKey(tx, ctx.tenant.id, user.id, idempotencyKey));
      if (earlier) return earlier;
    }
    throw error;
  }
  const { order, payment, totalCents, creditCents, cart } = placed;
  const log = seams.log ?? { error: (details: object, message: string) => console.error(message, details) };
  const discard = async () => {
    try {
      await ctx.db(async (tx) => {
        if (await discardUnpaidOrder(tx, ctx.tenant.id, order.order_id)) {
          await restoreCart(tx, ctx.tenant.id, user.id, cart);
          await refundOrderCredit(tx, ctx.tenant.id, order.order_id, 'Payment did not go through');
          await restoreGiftCardSpend(tx, ctx.tenant.id, order.order_id, 'Payment did not go through');
        }
      });
    } catch (error) {
      log.error(
        { orderId: order.order_id, orderNumber: order.order_number, error: (error as Error).message },
        'Checkout could not discard an unpaid order: it stays pending payment, with no charge',
      );
    }
  };

  const provider = providers[payment];
  const account = ctx.tenant.stripeAccountId;
  const paying = {
    tenantId: ctx.tenant.id,
    orderId: order.order_id,
    idempotencyKey: `order-${ctx.tenant.id}-${order.order_id}`,
    account,
  };
  let charge: ChargeResult;
  try {
    charge =
      totalCents === 0
        ? PAID_BY_STORE_CREDIT
        : await chargeOrder(provider, totalCents, `${ctx.tenant.slug}:${order.order_number}`, body, paying);
  } catch (error) {
    await discard();
    if (error instanceof DomainError) throw error;
    log.error({ orderId: order.order_id, error: (error as Error).message }, 'The payment provider failed');
    throw new OrderNotConfirmed(503, PAYMENT_UNAVAILABLE);
  }

  try {
    await seams.afterCharge?.();
    const recordPayment = orderPaidStatement(ctx.tenant.id, order.order_id, charge);
    const paid = creditCents
      ? // The credit is taken with the payment's record, so a refused charge never touched the ledger.
        await ctx.db(async (tx) => {
          await spendOnOrder(tx, ctx.tenant.id, user.id, creditCents, {
            id: order.order_id,
            number: order.order_number,
            totalCents: creditCents,
          });
          const rows = await (seams.markPaid ?? ((q) => queryPrepared<PaidOrderRow>(tx, q)))(recordPayment);
          return paidOrder(rows, order.order_id);
        })
      : // One statement, committed on its own: one round trip instead of a transaction's four.
        paidOrder(
          await (seams.markPaid ?? ((q) => ctx.statement<PaidOrderRow>(q)))(recordPayment),
          order.order_id,
        );
    seams.placed?.(paid);
    return charge.onPage ? withPageStep(paid, charge.onPage) : paid;
  } catch (error) {
    try {
      await provider.void(charge.transactionId, account);
    } catch (voidError) {
      // The charge stands: keep the order (pending payment) so the payment has a record to be matched with.
      log.error(
        {
          orderId: order.order_id,
          orderNumber: order.order_number,
          transactionId: charge.transactionId,
          error: (voidError as Error).message,
        },
        'Checkout could neither record nor void a charge: the order stays pending payment',
      );
      throw new OrderNotConfirmed(503, 'We could not confirm your order. Please contact the store.');
    }
    await discard();
    // Another checkout spent the credit while this one was charged: the charge is voided, say why.
    if (error instanceof Conflict) throw error;
    log.error({ orderId: order.order_id, error: (error as Error).message }, 'Checkout voided a charge');
    throw new OrderNotConfirmed(503, NOT_CONFIRMED);
  }
}

/**
 * The first step of checkout, in one transaction: validates, empties the cart, takes the stock and writes
 * the order as pending payment. Throws AlreadyPlaced when a retry with the same key finds its order.
 */
async function writePendingOrder(
  tx: Transaction,
  ctx: RequestContext,
  userId: number,
  body: CheckoutRequest,
  idempotencyKey: string | undefined,
  providers: PaymentProviders,
  seams: CheckoutSeams,
) {
  const { shipping, payment, zone, fields } = await methodsOf(tx, ctx, body);
  // A provider with its own card fields on the page (Stripe) takes none in the body.
  const typesCard = Boolean(payment?.requiresCardDetails && !providers[payment.id]?.ownCardFields);
  Object.assign(fields, checkoutFieldErrors(body, typesCard, shipping?.pickup ?? false));
  if (Object.keys(fields).length || !shipping || !payment)
    throw new BadRequest(CHECKOUT_MESSAGES.summary, fields);
  // What the provider would refuse in the card as typed is refused before anything is written.
  const cardFields = typesCard ? (providers[payment.id]?.check?.(cardOf(body)) ?? {}) : {};
  if (Object.keys(cardFields).length) throw new BadRequest(CARD_MESSAGE, cardFields);

  // Taking the lines locks them until the commit, so two checkouts of one cart queue.
  const lines = await takeCart(tx, ctx.tenant.id, userId);
  // Waiting on that lock, a retry sees the order its twin has just committed; rolled back, so lines the
  // shopper added since stay in the cart.
  const earlier = idempotencyKey && (await findOrderByKey(tx, ctx.tenant.id, userId, idempotencyKey));
  if (earlier) throw new AlreadyPlaced(earlier);
  if (!lines.length) throw new BadRequest('Your cart is empty');
  const unsold = lines.find((l) => !l.product.isActive || !l.variant?.isActive);
  if (unsold)
    throw new BadRequest(`${cartLineName(unsold)} is no longer sold. Remove it from your cart to continue.`);

  const untaxed = priceOrder(
    lines.map(pricedLine),
    methodPrice(shipping),
    freeOverIn(zone, ctx.tenant.freeShippingOver),
  );
  // A method is refused where it does not apply (another zone's, or outside its bands), not just hidden.
  if (!methodApplies(shipping, zone, cartFigures(lines, untaxed.subtotalCents)))
    throw new BadRequest(NOT_OFFERED, { shipping_method: NOT_OFFERED });
  // Promotions and the code (decision 060), before tax: a refused code refuses the order, saying why.
  const discount = await discountLines(tx, ctx.tenant.id, userId, untaxed.lines, body.discount_code);
  if (discount.codeError) throw codeRefused(discount.codeError);
  const { order: totals } = await taxOrder(
    tx,
    ctx.tenant.id,
    userId,
    withDiscount(untaxed, discount),
    body.shipping_address,
    seams.tax,
  );
  const cart = lines.map((l) => l.stored);
  // Everything that does not need the stock locks happens before them, and after them only the writes that
  // need the order (its lines and units sold in one statement, the store credit spent), so the rows stay
  // locked briefly.
  const creditCents = Math.min(toCents(body.store_credit ?? '0'), totals.totalCents);
  await requireCredit(tx, ctx.tenant.id, userId, creditCents);
  // A gift card pays what the credit leaves; its row stays locked until the order commits (decision 062).
  const gift = await holdGiftCard(tx, ctx.tenant.id, body.gift_card, totals.totalCents - creditCents);
  const giftCents = gift?.cents ?? 0;
  const taken = await reserveStock(tx, ctx.tenant.id, totals.lines);
  const order = await createOrder(tx, {
    tenantId: ctx.tenant.id,
    userId,
    body,
    shippingMethodName: shipping.name,
    totals,
    charge: { status: 'pending', transactionId: AWAITING_CHARGE },
    idempotencyKey,
    taken,
    alongside: unitsSoldUpdate(ctx.tenant.id, totals.lines),
    payments: [
      ...(giftCents ? [{ method: 'gift_card', label: gift!.label, cents: giftCents }] : []),
      ...tendersFor(totals.totalCents - giftCents, creditCents, payment),
    ],
  });
  // The code's use commits with the order, counted under the code's row lock (its limits hold in a race).
  await recordCodeUse(tx, ctx.tenant.id, discount, { userId, orderId: order.order_id });
  await spendGiftCard(tx, ctx.tenant.id, gift, { id: order.order_id, number: order.order_number });
  const totalCents = totals.totalCents - creditCents - giftCents;
  return { order, payment: payment.id, totalCents, creditCents, cart };
}
