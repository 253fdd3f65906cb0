import { CONDITION_LABELS, FINISH_LABELS, type Submission } from '@storefront/contract/buylist';
import { formatAmount } from '../../../lib/money';
import { DataTable } from '../../../ui/DataTable';

/**
 * A submission's lines: card, condition, finish, quantity, unit prices, a rejected line's reason, and what
 * the customer sent on a line staff regraded.
 */
export function SubmissionLines({ submission }: { submission: Submission }) {
  return (
    <DataTable
      variant="plain"
      caption={{ label: `Cards of sell list #${submission.id}`, hidden: true }}
      columns={['Card', 'Condition', 'Qty', 'Cash', 'Credit']}
    >
      {submission.lines.map((l) => (
        <tr key={l.id} className={l.rejected ? 'text-gray-500' : undefined}>
          <td className="py-1 pr-3">
            {l.product.name}
            {l.rejected && <span className="block text-red-700">Rejected: {l.reject_reason}</span>}
            {l.submitted && !l.rejected && (
              <span className="block text-amber-800">
                Regraded: you sent {CONDITION_LABELS[l.submitted.condition]},{' '}
                {FINISH_LABELS[l.submitted.finish]} at {formatAmount(l.submitted.cash_price)} cash /{' '}
                {formatAmount(l.submitted.credit_price)} credit
              </span>
            )}
          </td>
          <td className="py-1 pr-3">
            {CONDITION_LABELS[l.condition]}, {FINISH_LABELS[l.finish]}
          </td>
          <td className="py-1 pr-3">{l.quantity}</td>
          <td className="py-1 pr-3">{formatAmount(l.cash_price)}</td>
          <td className="py-1">{formatAmount(l.credit_price)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
