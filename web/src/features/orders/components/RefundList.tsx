import type { Refund } from '@storefront/contract/orders-refunds';
import { formatAmount } from '../../../lib/money';

const WHERE = { card: 'To the card', store_credit: 'As store credit' } as const;

/** The refunds of an order, oldest first: when, where the money went, what was given back and why. */
export function RefundList({ refunds }: { refunds: Refund[] }) {
  return (
    <ul className="space-y-3 text-sm text-gray-800" aria-label="Refunds">
      {refunds.map((r) => (
        <li key={r.id} className="rounded-lg border border-gray-200 p-3">
          <p className="flex flex-wrap justify-between gap-2 font-medium">
            <span>
              {new Date(r.created_at).toLocaleDateString('en-US')} · {WHERE[r.method]}
              {r.status !== 'succeeded' && ` · ${r.status}`}
            </span>
            <span>{formatAmount(r.total)}</span>
          </p>
          <ul className="mt-1 text-gray-700">
            {r.lines.map((l) => (
              <li key={l.order_item_id}>
                {l.quantity} × {l.name}: {formatAmount(l.amount)}
              </li>
            ))}
            {Number(r.shipping) > 0 && <li>Shipping: {formatAmount(r.shipping)}</li>}
            {Number(r.tax) > 0 && <li>Tax: {formatAmount(r.tax)}</li>}
          </ul>
          {(r.reason || r.by) && (
            <p className="mt-1 text-gray-600">
              {r.reason}
              {r.by && ` · by ${r.by}`}
              {r.restocked && ' · restocked'}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
