import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { BuyCondition } from '@storefront/contract/buylist';
import { returnPhotoPath, type Return } from '@storefront/contract/orders-returns';
import type { Transaction } from '../../db/client.ts';
import { conditionOf, variantsOf } from '../catalog/index.ts';
import { orderItems, orders } from './orders.tables.ts';
import { refundsOf, lineLabel } from './refund-records.ts';
import { returnItems, returnPhotos, returns } from './returns.tables.ts';

/**
 * The store's returns matching `where` (newest first) as the API answers them: lines with the condition each
 * was sold in, and the refund that followed. `staff` adds the customer's e-mail and the refund's staff fields.
 */
export async function returnsWhere(
  tx: Transaction,
  tenantId: string,
  where: SQL | undefined,
  options: { staff: boolean; limit?: number },
): Promise<Return[]> {
  const rows = await tx
    .select({ r: returns, orderNumber: orders.orderNumber, email: orders.customerEmail })
    .from(returns)
    .innerJoin(orders, and(eq(orders.tenantId, returns.tenantId), eq(orders.id, returns.orderId)))
    .where(and(eq(returns.tenantId, tenantId), where))
    .orderBy(desc(returns.createdAt), desc(returns.id))
    .limit(options.limit ?? 200);
  if (!rows.length) return [];
  const items = await tx
    .select({ ri: returnItems, line: orderItems })
    .from(returnItems)
    .innerJoin(
      orderItems,
      and(eq(orderItems.tenantId, returnItems.tenantId), eq(orderItems.id, returnItems.orderItemId)),
    )
    .where(
      and(
        eq(returnItems.tenantId, tenantId),
        inArray(
          returnItems.returnId,
          rows.map((r) => r.r.id),
        ),
      ),
    )
    .orderBy(asc(returnItems.id));
  const productIds = [...new Set(items.flatMap((i) => (i.line.productId ? [i.line.productId] : [])))];
  const variants = new Map((await variantsOf(tx, tenantId, productIds)).map((v) => [v.id, v]));
  const soldCondition = (variantId: number | null): BuyCondition | null => {
    const v = variantId === null ? undefined : variants.get(variantId);
    return v && (v.attributes as { condition?: string }).condition
      ? conditionOf(v.attributes).condition
      : null;
  };
  const refunds = await refundsOf(tx, tenantId, [...new Set(rows.map((r) => r.r.orderId))], options);
  const photos = await photosOf(
    tx,
    tenantId,
    rows.map((r) => r.r),
  );
  return rows.map(({ r, orderNumber, email }) => ({
    id: r.id,
    order_id: r.orderId,
    order_number: orderNumber,
    status: r.status,
    reason: r.reason,
    note: r.note,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    lines: items
      .filter((i) => i.ri.returnId === r.id)
      .map(({ ri, line }) => ({
        id: ri.id,
        order_item_id: ri.orderItemId,
        name: lineLabel(line.productName, line.variantName),
        sold_condition: soldCondition(line.variantId),
        quantity: ri.quantity,
        received_quantity: ri.receivedQuantity,
        received_condition: ri.receivedCondition,
        restocked: ri.restocked,
      })),
    refund: refunds.get(r.orderId)?.find((f) => f.id === r.refundId) ?? null,
    customer_email: options.staff ? email : '',
    photos: photos.get(r.id)!,
  }));
}

/** One return of the store answered as the API shows it (after a change). */
export async function returnView(tx: Transaction, tenantId: string, id: number, staff: boolean) {
  const [view] = await returnsWhere(tx, tenantId, eq(returns.id, id), { staff });
  return view!;
}

/** The addresses of each return's photos, oldest first, for the returns' views. */
async function photosOf(tx: Transaction, tenantId: string, rets: { id: number; orderId: number }[]) {
  const photos = new Map<number, string[]>(rets.map((r) => [r.id, []]));
  if (!rets.length) return photos;
  const orderOf = new Map(rets.map((r) => [r.id, r.orderId]));
  const rows = await tx
    .select({ id: returnPhotos.id, returnId: returnPhotos.returnId })
    .from(returnPhotos)
    .where(and(eq(returnPhotos.tenantId, tenantId), inArray(returnPhotos.returnId, [...orderOf.keys()])))
    .orderBy(asc(returnPhotos.id));
  for (const r of rows)
    photos.get(r.returnId)!.push(returnPhotoPath(orderOf.get(r.returnId)!, r.returnId, r.id));
  return photos;
}
