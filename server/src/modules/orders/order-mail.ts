import type { Order } from '@storefront/contract/orders';
import type { Refund } from '@storefront/contract/orders-refunds';
import type { Return } from '@storefront/contract/orders-returns';
import { PAYMENT_LABELS } from '@storefront/contract/orders';
import { formatPrice, toCents, type Cents } from '@storefront/contract/money';
import { shippingLabel, shippingRowLabel } from '@storefront/contract/shipping-rules';
import { discountRowLabel } from '@storefront/contract/promotion-rules';
import { taxRowLabel } from '@storefront/contract/tax-rules';
import type { Mailer } from '../../platform/mail.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { PREPAID_METHODS } from './order-payments.ts';
import { renderOrderMail, type OrderMailKind, type OrderMailView } from './order-mail-templates.ts';
import { orderDetail } from './orders.service.ts';

const money = (amount: string) => formatPrice(toCents(amount));
/** A discount as a deduction ("−$1.50"), null when there is none. */
const off = (amount: string) => (toCents(amount) ? `−${money(amount)}` : null);

const SUBJECTS: Record<OrderMailKind, (o: Order) => string> = {
  receipt: (o) => `Your order ${o.order_number}: receipt`,
  shipped: (o) =>
    o.shipment?.carrier
      ? `Your order ${o.order_number} has shipped`
      : `Your order ${o.order_number} is ready`,
  cancelled: (o) => `Your order ${o.order_number} has been cancelled`,
  refunded: (o) => `Your order ${o.order_number}: refund`,
  returnApproved: (o) => `Your return on order ${o.order_number} is approved`,
  returnRejected: (o) => `Your return on order ${o.order_number} was not accepted`,
};

function paymentMethod(order: Order): string {
  const label = PAYMENT_LABELS[order.payment_method] ?? order.payment_method;
  return order.card_last4 ? `${label} (${order.card_brand ?? 'card'} ending in ${order.card_last4})` : label;
}

/** The view every order e-mail reads: the order as its detail answers it, formatted for people. */
function orderMailView(
  ctx: RequestContext,
  mailer: Mailer,
  kind: OrderMailKind,
  order: Order,
): OrderMailView {
  const a = order.shipping_address;
  const shipment = order.shipment;
  return {
    subject: SUBJECTS[kind](order),
    storeName: ctx.tenant.name,
    orderNumber: order.order_number,
    orderUrl: mailer.link(ctx.tenant, `/account/orders/${order.id}`),
    firstName: a.first_name,
    placedOn: new Date(order.created_at).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' }),
    lines: order.items.map((i) => ({
      name: i.product.name,
      variant: i.variant_name,
      quantity: i.quantity,
      unitPrice: money(i.price),
      lineTotal: money(i.line_total),
      discount: off(i.discount),
    })),
    subtotal: money(order.subtotal),
    discount: off(order.discount),
    discountRow: discountRowLabel(order.discount_code),
    shippingRow: shippingRowLabel(order),
    shipping: shippingLabel(toCents(order.shipping_cost)),
    // Shown only when the order was taxed, in the store's currency (decision 052).
    tax: toCents(order.tax_total) ? money(order.tax_total) : null,
    taxLabel: taxRowLabel(order.tax_included),
    total: money(order.total),
    // The same rows as the order page: credit as a deduction, the method with what it paid.
    payments: order.payments.map((p) => ({
      label: p.label,
      amount: PREPAID_METHODS.has(p.method) ? `−${money(p.amount)}` : money(p.amount),
    })),
    paymentMethod: paymentMethod(order),
    addressHeading: order.pickup ? 'Pickup' : 'Shipping to',
    // A pickup has no delivery address: the store's method and who collects it.
    address: order.pickup
      ? [order.shipping_method_name, a.name].filter(Boolean)
      : [a.name, a.address, `${a.city}, ${a.state} ${a.zip_code}`, a.country].filter(Boolean),
    notes: order.order_notes,
    carrier: shipment?.carrier_name,
    trackingNumber: shipment?.tracking_number,
    trackingUrl: shipment?.tracking_url,
    shippedVerb: shipment?.carrier ? 'is on its way' : 'is ready to collect',
  };
}

/**
 * E-mails the shopper about their order (its receipt, its shipment or its cancellation), rendered from the
 * order's detail as committed. Callers run it after the transaction that changed the order (app.background).
 */
export async function sendOrderMail(
  ctx: RequestContext,
  mailer: Mailer,
  kind: OrderMailKind,
  orderId: number,
  extra: { creditReturnedCents?: Cents } = {},
): Promise<void> {
  // Three reads of one round trip each (no transaction around them), on the primary that committed the order.
  const order = await ctx.read((tx) => orderDetail(tx, ctx.tenant.id, orderId), { primary: true });
  if (!order?.customer_email) return;
  const view = orderMailView(ctx, mailer, kind, order);
  if (extra.creditReturnedCents) view.creditReturned = formatPrice(extra.creditReturnedCents);
  await mailer.send(ctx, { to: order.customer_email, subject: view.subject, ...renderOrderMail(kind, view) });
}

/** E-mails the shopper a refund made on their order: its lines, shipping, tax and where the money went. */
export async function sendRefundMail(
  ctx: RequestContext,
  mailer: Mailer,
  orderId: number,
  refund: Refund,
): Promise<void> {
  const order = await ctx.db((tx) => orderDetail(tx, ctx.tenant.id, orderId));
  if (!order?.customer_email) return;
  const view = orderMailView(ctx, mailer, 'refunded', order);
  const shown = (amount: string) => (toCents(amount) ? money(amount) : null);
  view.refund = {
    total: money(refund.total),
    destination: refund.method === 'card' ? 'to your card' : 'as store credit, ready to spend in the store',
    lines: refund.lines.map((l) => ({ quantity: l.quantity, name: l.name, amount: money(l.amount) })),
    shipping: shown(refund.shipping),
    tax: shown(refund.tax),
    reason: refund.reason,
  };
  view.subject = `Your order ${order.order_number}: ${view.refund.total} refunded`;
  await mailer.send(ctx, {
    to: order.customer_email,
    subject: view.subject,
    ...renderOrderMail('refunded', view),
  });
}

/** E-mails the shopper staff's decision on their return: approved (send the units) or rejected (and why). */
export async function sendReturnMail(ctx: RequestContext, mailer: Mailer, ret: Return): Promise<void> {
  const order = await ctx.db((tx) => orderDetail(tx, ctx.tenant.id, ret.order_id));
  if (!order?.customer_email) return;
  const kind = ret.status === 'approved' ? 'returnApproved' : 'returnRejected';
  const view = orderMailView(ctx, mailer, kind, order);
  view.return = { lines: ret.lines.map((l) => ({ quantity: l.quantity, name: l.name })), note: ret.note };
  await mailer.send(ctx, { to: order.customer_email, subject: view.subject, ...renderOrderMail(kind, view) });
}
