import { sql } from 'drizzle-orm';
import { formatCents, toCents } from '@storefront/contract/money';
import { STORE_CURRENCY } from '@storefront/contract/tax-rules';
import { queryRows } from '../../db/client.ts';
import { csvLines } from '../../platform/csv-writer.ts';
import { requireRole } from '../../platform/session-user.ts';
import type { RequestContext } from '../../platform/tenancy.ts';

const HEADER = [
  'order_number',
  'created_at',
  'status',
  'customer_email',
  'country',
  'region',
  'shipping_method',
  'shipping_method_name',
  'currency',
  'subtotal',
  'shipping',
  'tax',
  'tax_included',
  'total',
  'refunded',
  'discount',
  'discount_code',
];

interface ExportRow {
  id: number;
  order_number: string;
  created_at: Date;
  status: string;
  customer_email: string;
  country: string;
  region: string;
  shipping_method: string;
  shipping_method_name: string;
  subtotal: string;
  discount: string;
  discount_code: string | null;
  shipping_cost: string;
  tax_total: string;
  tax_included: boolean;
  total: string;
  refunded: string;
}

const amount = (text: string) => formatCents(toCents(text));

/**
 * Staff and admins: the store's orders as CSV, oldest first, a page at a time, with each order's tax and
 * currency (decision 052): subtotal - discount (decision 060) + shipping + tax = total where tax was added, subtotal + shipping where
 * the prices included it; what refunds gave back of it (decision 057); the shipping method's name (059).
 */
export async function* exportOrders(ctx: RequestContext): AsyncGenerator<string> {
  requireRole(ctx, 'staff', 'admin');
  yield csvLines([HEADER]);
  let after = 0;
  for (;;) {
    const page = await ctx.db((tx) =>
      queryRows<ExportRow>(
        tx,
        sql`select id, order_number, created_at, status, customer_email,
          shipping_address->>'country' as country, shipping_address->>'state' as region, shipping_method,
          coalesce(shipping_method_name, shipping_method) as shipping_method_name,
          subtotal::text, discount::text, discount_code, shipping_cost::text, tax_total::text, tax_included, total::text,
          (select coalesce(sum(r.total), 0) from refunds r where r.tenant_id = orders.tenant_id
            and r.order_id = orders.id and r.status = 'succeeded')::text as refunded
        from orders where tenant_id = ${ctx.tenant.id} and id > ${after} order by id limit 1000`,
      ),
    );
    if (!page.length) return;
    yield csvLines(
      page.map((o) => [
        o.order_number,
        new Date(o.created_at).toISOString(),
        o.status,
        o.customer_email,
        o.country,
        o.region,
        o.shipping_method,
        o.shipping_method_name,
        STORE_CURRENCY,
        amount(o.subtotal),
        amount(o.shipping_cost),
        amount(o.tax_total),
        o.tax_included ? 'yes' : 'no',
        amount(o.total),
        amount(o.refunded),
        amount(o.discount),
        o.discount_code ?? '',
      ]),
    );
    after = page[page.length - 1]!.id;
  }
}
