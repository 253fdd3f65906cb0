import type { Transaction } from '../../db/client.ts';
import type { Cents } from '@storefront/contract/money';
import { newOrderNumber } from './order-number.ts';
import { orderItems, orders } from './orders.tables.ts';

const DAY_MS = 86_400_000;
const SHIPPING_CENTS = 599;
const STATUSES = ['completed', 'completed', 'shipped', 'processing', 'pending', 'cancelled'];

export interface PastOrders {
  buyerId: number;
  email: string;
  /** Products to order from, in turn. */
  catalogue: { id: number; slug: string; name: string; sku: string; price: Cents }[];
  count: number;
}

/**
 * Demo data: a month of a customer's paid orders in every status, spread over the last 30 days, so the
 * dashboards' chart has something to show. Deterministic; stock is left as it is.
 */
export async function insertPastOrders(
  tx: Transaction,
  tenant: { id: string; slug: string },
  past: PastOrders,
): Promise<void> {
  const address = {
    first_name: 'Kim',
    last_name: 'Collector',
    address_line_1: '9 Harbor Way',
    city: 'Seattle',
    state: 'WA',
    postal_code: '98101',
    country: 'US',
  };
  for (let n = 0; n < past.count; n++) {
    const lines = [0, 1, 2].slice(0, 1 + (n % 3)).map((k) => {
      const p = past.catalogue[(n * 7 + k * 5) % past.catalogue.length]!;
      const quantity = 1 + ((n + k) % 2);
      return { p, quantity, lineCents: p.price * quantity };
    });
    const subtotal = lines.reduce((s, l) => s + l.lineCents, 0);
    const createdAt = new Date(Date.now() - ((n * 29) % 30) * DAY_MS - n * 3_600_000);
    const [order] = await tx
      .insert(orders)
      .values({
        tenantId: tenant.id,
        orderNumber: newOrderNumber(),
        userId: past.buyerId,
        status: STATUSES[n % STATUSES.length]!,
        paymentStatus: 'completed',
        paymentMethod: 'card',
        paymentTransactionId: `demo-${n}`,
        cardBrand: 'Visa',
        cardLast4: '4242',
        shippingMethod: 'standard',
        shippingMethodName: 'Standard Shipping',
        customerEmail: past.email,
        customerPhone: '555-0142',
        shippingAddress: address,
        billingAddress: address,
        subtotal,
        shippingCost: SHIPPING_CENTS,
        total: subtotal + SHIPPING_CENTS,
        createdAt,
      })
      .returning({ id: orders.id });
    await tx.insert(orderItems).values(
      lines.map((l) => ({
        tenantId: tenant.id,
        orderId: order!.id,
        productId: l.p.id,
        productSlug: l.p.slug,
        productName: l.p.name,
        sku: l.p.sku,
        unitPrice: l.p.price,
        quantity: l.quantity,
        lineTotal: l.lineCents,
      })),
    );
  }
}
