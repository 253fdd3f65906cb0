import { CONDITION_LABELS, FINISH_LABELS, type Submission } from '@storefront/contract/buylist';
import { formatAmount } from '../../../lib/money';

/** A submission's lines: card, condition, finish, quantity, unit prices, and a rejected line's reason. */
export function SubmissionLines({ submission }: { submission: Submission }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Cards of sell list #{submission.id}</caption>
        <thead>
          <tr className="text-gray-600">
            <th scope="col" className="py-1 pr-3 font-medium">
              Card
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              Condition
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              Qty
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              Cash
            </th>
            <th scope="col" className="py-1 font-medium">
              Credit
            </th>
          </tr>
        </thead>
        <tbody>
          {submission.lines.map((l) => (
            <tr key={l.id} className={`border-t border-gray-100 ${l.rejected ? 'text-gray-500' : ''}`}>
              <td className="py-1 pr-3">
                {l.product.name}
                {l.rejected && <span className="block text-red-700">Rejected: {l.reject_reason}</span>}
              </td>
              <td className="py-1 pr-3">
                {CONDITION_LABELS[l.condition]}, {FINISH_LABELS[l.finish]}
              </td>
              <td className="py-1 pr-3">{l.quantity}</td>
              <td className="py-1 pr-3">{formatAmount(l.cash_price)}</td>
              <td className="py-1">{formatAmount(l.credit_price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
