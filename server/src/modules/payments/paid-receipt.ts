import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { requestContext } from '../../platform/tenancy.ts';
import { sendOrderMail } from '../orders/index.ts';
import type { IntentOutcome } from './intent-outcome.ts';
import { storeRow } from './store-account.ts';

/** Sends an order's receipt after the intent that paid it committed (`paid`); any other outcome sends nothing. */
export type PaidReceipt = (
  outcome: IntentOutcome | 'duplicate',
  tenantId: string,
  orderId: number | undefined,
  log?: FastifyBaseLogger,
) => void;

/**
 * The receipt of an order paid on the page (decision 059): sent once the order is paid, not when it was
 * placed. Only the one call whose conditional update paid the order sees `paid` (the webhook, the page's
 * confirmation or the sweeper, whichever came first), so a repeat, a second path or a failed intent sends
 * none. Runs as background work, after the answer, in the store the order belongs to.
 */
export function paidReceipts(app: FastifyInstance, db: Database): PaidReceipt {
  return (outcome, tenantId, orderId, log) => {
    if (outcome !== 'paid' || !orderId) return;
    app.background.run(
      'order receipt',
      async () => {
        const store = await storeRow(db, tenantId);
        if (store) await sendOrderMail(requestContext(db, store), app.mailer, 'receipt', orderId);
      },
      log,
    );
  };
}
