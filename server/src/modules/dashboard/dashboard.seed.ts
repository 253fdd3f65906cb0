import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { withTenant } from '../../db/tenant-scope.ts';
import type { TenantRow } from '../../db/tenants.tables.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { formatCents, sumCents, toCents } from '@storefront/contract/money';
import { DEMO_PASSWORD, users } from '../auth/index.ts';
import { products } from '../catalog/index.ts';
import { newOrderNumber, orderItems, orders } from '../orders/index.ts';

const DAY_MS = 86_400_000;
const DEMO_ORDERS = 24;
const SHIPPING_CENTS = 599;
const STATUSES = ['completed', 'completed', 'shipped', 'processing', 'pending', 'cancelled'];

/**
 * A month of past orders by a demo customer (`collector_kim`) in each ecommerce store, so the staff and
 * admin dashboards' 30-day chart has something to show. Deterministic; stock is left as the catalogue set it.
 */
export async function seedDashboardDemo(db: Database, tenant: TenantRow): Promise<void> {
  if (tenant.slug !== 'cards' && tenant.slug !== 'outdoor') return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await withTenant(db, tenant.id, async (tx) => {
    const catalogue = await tx
      .select({
        id: products.id,
        slug: products.slug,
        name: products.name,
        sku: products.sku,
        price: products.price,
      })
      .from(products)
      .where(and(eq(products.tenantId, tenant.id), eq(products.isActive, true)))
      .orderBy(asc(products.id))
      .limit(40);
    if (!catalogue.length) return;
    const [buyer] = await tx
      .insert(users)
      .values({
        tenantId: tenant.id,
        username: 'collector_kim',
        email: `collector_kim@${tenant.slug}.example`,
        passwordHash,
        firstName: 'Kim',
        lastName: 'Collector',
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id });
    const address = {
      first_name: 'Kim',
      last_name: 'Collector',
      address_line_1: '9 Harbor Way',
      city: 'Seattle',
      state: 'WA',
      postal_code: '98101',
      country: 'US',
    };
    for (let n = 0; n < DEMO_ORDERS; n++) {
      const lines = [0, 1, 2].slice(0, 1 + (n % 3)).map((k) => {
        const p = catalogue[(n * 7 + k * 5) % catalogue.length]!;
        const quantity = 1 + ((n + k) % 2);
        return { p, quantity, lineCents: toCents(p.price) * quantity };
      });
      const subtotal = sumCents(lines.map((l) => l.lineCents));
      const createdAt = new Date(Date.now() - ((n * 29) % 30) * DAY_MS - n * 3_600_000);
      const [order] = await tx
        .insert(orders)
        .values({
          tenantId: tenant.id,
          orderNumber: newOrderNumber(),
          userId: buyer!.id,
          status: STATUSES[n % STATUSES.length]!,
          paymentStatus: 'completed',
          paymentMethod: 'card',
          paymentTransactionId: `demo-${n}`,
          cardBrand: 'Visa',
          cardLast4: '4242',
          shippingMethod: 'standard',
          customerEmail: `collector_kim@${tenant.slug}.example`,
          customerPhone: '555-0142',
          shippingAddress: address,
          billingAddress: address,
          subtotal: formatCents(subtotal),
          shippingCost: formatCents(SHIPPING_CENTS),
          total: formatCents(subtotal + SHIPPING_CENTS),
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
          lineTotal: formatCents(l.lineCents),
        })),
      );
    }
  });
}
