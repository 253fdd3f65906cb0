import type { Database } from '../../db/client.ts';
import { withTenant } from '../../db/tenant-scope.ts';
import type { StripeGateway } from '../../platform/payments/index.ts';
import { staleIntentOrders } from '../orders/index.ts';
import { applyIntent, type IntentOutcome } from './intent-outcome.ts';
import type { PaidReceipt } from './paid-receipt.ts';
import { refundIfNeeded } from './store-account.ts';

const logger = (log: (error: unknown) => void) => ({
  error: (details: object, message: string) => log(Object.assign(new Error(message), details)),
  warn: () => {},
});

/**
 * Settles every order of every store left awaiting its Stripe intent longer than `expiryMs`: the intent is
 * cancelled at Stripe (unless it was paid, a webhook missed: then the order is paid) and the order cancelled
 * with its stock and credit released. Safe to run on several instances at once: each order changes only
 * under its row lock and only while still awaiting; an order it pays gets its receipt. Answers how many
 * orders each outcome touched.
 */
export async function sweepUnpaidIntents(
  db: Database,
  gateway: StripeGateway,
  expiryMs: number,
  log: (error: unknown) => void,
  now = new Date(),
  receipt?: PaidReceipt,
): Promise<Partial<Record<IntentOutcome, number>>> {
  const counts: Partial<Record<IntentOutcome, number>> = {};
  for (const order of await staleIntentOrders(db, new Date(now.getTime() - expiryMs))) {
    try {
      const intent = await gateway.cancel(order.intentId, order.account);
      const outcome = await withTenant(db, order.tenantId, (tx) => applyIntent(tx, order.tenantId, intent));
      receipt?.(outcome, order.tenantId, order.orderId);
      await refundIfNeeded(db, outcome, { intent, account: order.account }, gateway, logger(log));
      counts[outcome] = (counts[outcome] ?? 0) + 1;
    } catch (error) {
      log(error);
    }
  }
  return counts;
}

/** Runs `sweepUnpaidIntents` every few minutes (a quarter of the expiry, 1 to 15) until stopped. */
export function sweepUnpaidEvery(
  db: Database,
  gateway: StripeGateway,
  expiryMs: number,
  log: (error: unknown) => void,
  receipt: PaidReceipt,
): () => void {
  const everyMs = Math.min(15 * 60_000, Math.max(60_000, expiryMs / 4));
  const sweep = () => sweepUnpaidIntents(db, gateway, expiryMs, log, new Date(), receipt);
  const timer = setInterval(() => void sweep().catch(log), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
