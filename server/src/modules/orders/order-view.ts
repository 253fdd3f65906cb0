import { formatCents } from '@storefront/contract/money';
import { STORE_CURRENCY } from '@storefront/contract/tax-rules';
import type { CheckoutAddress } from '@storefront/contract/checkout';
import type { Order, OrderAddress, OrderPayment } from '@storefront/contract/orders';
import type { Refund } from '@storefront/contract/orders-refunds';
import { CARRIERS, isLocalPickup, trackingUrl, type Shipment } from '@storefront/contract/shipment';
import type { orderItems, orders } from './orders.tables.ts';
import { refundedCents } from './refund-records.ts';

type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect & { image: { file: string; alt_text: string } | null };

function addressView(a: CheckoutAddress): OrderAddress {
  return {
    name: `${a.first_name} ${a.last_name}`.trim(),
    first_name: a.first_name,
    last_name: a.last_name,
    address: a.address_line_1,
    city: a.city,
    state: a.state,
    zip_code: a.postal_code,
    country: a.country,
  };
}

/** How the order was sent, once it was: the carrier's name and tracking page come from CARRIERS. */
export function shipmentView(
  row: Pick<OrderRow, 'carrier' | 'trackingNumber' | 'shippedAt'>,
): Shipment | null {
  if (!row.shippedAt) return null;
  const { carrier, trackingNumber } = row;
  return {
    carrier,
    carrier_name: carrier && CARRIERS[carrier].name,
    tracking_number: trackingNumber,
    tracking_url: carrier && trackingNumber ? trackingUrl(carrier, trackingNumber) : null,
    shipped_at: row.shippedAt.toISOString(),
  };
}

/** An order as the API answers it (spec section 3, Order list). */
export function orderView(
  row: OrderRow,
  items: OrderItemRow[],
  payments: OrderPayment[],
  refunds: Refund[] = [],
): Order {
  return {
    id: row.id,
    order_number: row.orderNumber,
    created_at: row.createdAt.toISOString(),
    status: row.status,
    payment_status: row.paymentStatus,
    payment_method: row.paymentMethod,
    card_brand: row.cardBrand,
    card_last4: row.cardLast4,
    shipping_method: row.shippingMethod,
    shipping_method_name: row.shippingMethodName ?? row.shippingMethod,
    pickup: isLocalPickup(row.shippingMethod),
    customer_email: row.customerEmail,
    customer_phone: row.customerPhone,
    subtotal: formatCents(row.subtotal),
    discount: formatCents(row.discount),
    discount_code: row.discountCode,
    shipping_cost: formatCents(row.shippingCost),
    tax_total: formatCents(row.taxTotal),
    tax_included: row.taxIncluded,
    total: formatCents(row.total),
    currency: STORE_CURRENCY,
    shipping_address: addressView(row.shippingAddress),
    billing_address: addressView(row.billingAddress),
    order_notes: row.orderNotes,
    items: items.map((i) => ({
      id: i.id,
      product: { id: i.productId, slug: i.productSlug, name: i.productName, sku: i.sku, image: i.image },
      variant_name: i.variantName,
      variant_id: i.variantId,
      quantity: i.quantity,
      price: formatCents(i.unitPrice),
      line_total: formatCents(i.lineTotal),
      tax: formatCents(i.tax),
      discount: formatCents(i.discount),
    })),
    payments,
    shipment: shipmentView(row),
    refunds,
    refunded: formatCents(refundedCents(refunds)),
  };
}
