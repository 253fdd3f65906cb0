import type { Return } from '@storefront/contract/orders-returns';
import { CONDITION_LABELS } from '@storefront/contract/buylist';
import type { ReactNode } from 'react';
import { formatAmount } from '../../../lib/money';
import { RETURN_STATUS_LABELS } from '../return-status';

/** Returns, newest first: status, lines (and what arrived in which condition), the refund; `action` per return. */
export function ReturnList({ returns, action }: { returns: Return[]; action?: (r: Return) => ReactNode }) {
  return (
    <ul className="space-y-3 text-sm text-gray-800" aria-label="Returns">
      {returns.map((r) => (
        <li key={r.id} className="rounded-lg border border-gray-200 p-3">
          <p className="flex flex-wrap justify-between gap-2 font-medium">
            <span>
              Return {r.id} · order {r.order_number}
            </span>
            <span>{RETURN_STATUS_LABELS[r.status]}</span>
          </p>
          <ul className="mt-1 text-gray-700">
            {r.lines.map((l) => (
              <li key={l.id}>
                {l.quantity} × {l.name}
                {l.received_quantity !== null &&
                  ` · received ${l.received_quantity}${l.received_condition ? ` ${CONDITION_LABELS[l.received_condition]}` : ''}${l.restocked ? ', restocked' : ''}`}
              </li>
            ))}
          </ul>
          <p className="mt-1 text-gray-600">Reason: {r.reason}</p>
          {r.photos.length > 0 && (
            <ul className="mt-2 flex flex-wrap gap-2" aria-label={`Photos of return ${r.id}`}>
              {r.photos.map((src, i) => (
                <li key={src}>
                  <a href={src} target="_blank" rel="noreferrer">
                    <img
                      src={src}
                      alt={`Photo ${i + 1} of return ${r.id}`}
                      loading="lazy"
                      className="h-20 w-20 rounded border border-gray-200 object-cover"
                    />
                  </a>
                </li>
              ))}
            </ul>
          )}
          {r.customer_email && <p className="text-gray-600">Customer: {r.customer_email}</p>}
          {r.note && <p className="text-gray-600">Store’s note: {r.note}</p>}
          {r.refund && (
            <p className="text-gray-900">
              Refunded {formatAmount(r.refund.total)}{' '}
              {r.refund.method === 'card' ? 'to the card' : 'as store credit'}
            </p>
          )}
          {action?.(r)}
        </li>
      ))}
    </ul>
  );
}
