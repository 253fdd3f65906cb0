import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { withTenant } from '../../db/tenant-scope.ts';
import { tenants, type TenantRow } from '../../db/tenants.tables.ts';
import type { IntentState, StoreAccount, StripeGateway } from '../../platform/payments/index.ts';
import type { IntentOutcome } from './intent-outcome.ts';
import { paymentEvents } from './payments.tables.ts';

/** Where payment problems are reported: the request's logger, or the sweeper's. */
export interface PaymentLog {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** The store's row, read in its own scope; undefined when there is no such store. */
export async function storeRow(db: Database, tenantId: string): Promise<TenantRow | undefined> {
  const [row] = await withTenant(db, tenantId, (tx) =>
    tx.select().from(tenants).where(eq(tenants.id, tenantId)),
  );
  return row;
}

/** The store's Stripe Connect account (null: the platform's); undefined when there is no such store. */
export async function storeAccount(db: Database, tenantId: string): Promise<StoreAccount | undefined> {
  const row = await storeRow(db, tenantId);
  return row ? row.stripeAccountId : undefined;
}

/**
 * Money taken for an order that was already cancelled (its stock released) goes back to the card in full,
 * and the event's record says so; a refund that fails is logged for staff to make by hand.
 */
export async function refundIfNeeded(
  db: Database,
  outcome: IntentOutcome | 'duplicate',
  event: { id?: string; intent: IntentState; account: StoreAccount },
  gateway: StripeGateway,
  log: PaymentLog,
): Promise<void> {
  const { intent } = event;
  if (outcome === 'mismatch')
    log.error({ intentId: intent.id, orderId: intent.orderId }, 'A Stripe payment does not match its order');
  if (outcome !== 'refund_needed') return;
  const tenantId = intent.tenantId!;
  try {
    // One full refund per intent, however many events or sweeps ask for it.
    const refundId = await gateway.refund!(intent.id, intent.amountCents, {
      account: event.account,
      idempotencyKey: `refund-${intent.id}`,
    });
    if (event.id)
      await withTenant(db, tenantId, (tx) =>
        tx
          .update(paymentEvents)
          .set({ outcome: 'refunded' })
          .where(and(eq(paymentEvents.tenantId, tenantId), eq(paymentEvents.id, event.id!))),
      );
    log.warn(
      { intentId: intent.id, orderId: intent.orderId, refundId },
      'Refunded a payment for a cancelled order',
    );
  } catch (error) {
    log.error(
      { intentId: intent.id, orderId: intent.orderId, error: (error as Error).message },
      'A payment for a cancelled order could not be refunded: refund it by hand',
    );
  }
}
