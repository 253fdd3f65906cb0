import { useState } from 'react';
import {
  BUY_CONDITIONS,
  CONDITION_LABELS,
  type BuyCondition,
  type LineGrade,
  type SubmissionLine,
} from '@storefront/contract/buylist';
import { formatAmount } from '../../../lib/money';
import { PriceHistoryPanel } from '../../pricing';

const input = 'mt-1 block w-24 rounded border border-gray-300 px-2 py-1 text-sm';

/**
 * Staff grade one line: condition, quantity and unit prices, or reject it with a reason. A new condition
 * with untouched prices is repriced by the server from the buy rules.
 */
export function GradeLine({ line, onGrade }: { line: SubmissionLine; onGrade: (grade: LineGrade) => void }) {
  const [condition, setCondition] = useState<BuyCondition>(line.condition);
  const [quantity, setQuantity] = useState(String(line.quantity));
  const [cash, setCash] = useState(line.cash_price);
  const [credit, setCredit] = useState(line.credit_price);
  const [reason, setReason] = useState('');
  const id = `line-${line.id}`;
  return (
    <li className="border-t border-gray-100 py-3 text-sm" aria-label={`Grade ${line.product.name}`}>
      <p className="font-medium text-gray-900">
        {line.product.name}
        {line.rejected && <span className="ml-2 text-red-700">Rejected: {line.reject_reason}</span>}
        {line.submitted && (
          <span className="ml-2 text-amber-800">
            Sent as {CONDITION_LABELS[line.submitted.condition]} at {formatAmount(line.submitted.cash_price)}{' '}
            / {formatAmount(line.submitted.credit_price)}
          </span>
        )}
      </p>
      <div className="mt-1 flex flex-wrap items-end gap-3">
        <label className="block" htmlFor={`${id}-condition`}>
          Condition
          <select
            id={`${id}-condition`}
            value={condition}
            onChange={(e) => setCondition(e.target.value as BuyCondition)}
            className="mt-1 block rounded border border-gray-300 px-2 py-1 text-sm"
          >
            {BUY_CONDITIONS.map((c) => (
              <option key={c} value={c}>
                {CONDITION_LABELS[c]}
              </option>
            ))}
          </select>
        </label>
        <label className="block" htmlFor={`${id}-qty`}>
          Quantity
          <input
            id={`${id}-qty`}
            className={input}
            inputMode="numeric"
            value={quantity}
            onChange={(e) => setQuantity(e.target.value)}
          />
        </label>
        <label className="block" htmlFor={`${id}-cash`}>
          Cash each
          <input
            id={`${id}-cash`}
            className={input}
            inputMode="decimal"
            value={cash}
            onChange={(e) => setCash(e.target.value)}
          />
        </label>
        <label className="block" htmlFor={`${id}-credit`}>
          Credit each
          <input
            id={`${id}-credit`}
            className={input}
            inputMode="decimal"
            value={credit}
            onChange={(e) => setCredit(e.target.value)}
          />
        </label>
        <button
          type="button"
          className="rounded-lg border border-gray-300 px-3 py-1 font-medium text-gray-900 hover:border-primary"
          onClick={() =>
            onGrade({
              condition,
              quantity: Number(quantity),
              // Prices staff did not touch are left to the server, which reprices a new condition.
              ...(cash !== line.cash_price && { cash_price: cash }),
              ...(credit !== line.credit_price && { credit_price: credit }),
              rejected: false,
            })
          }
        >
          Save grade
        </button>
        <label className="block" htmlFor={`${id}-reason`}>
          Reject reason
          <input
            id={`${id}-reason`}
            className={`${input} w-40`}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </label>
        <button
          type="button"
          className="rounded-lg border border-red-300 px-3 py-1 font-medium text-red-800"
          onClick={() => onGrade({ rejected: true, reject_reason: reason })}
        >
          Reject
        </button>
      </div>
      {line.product.id !== null && (
        // The market beside the offer: staff grade against what the card sells for (issue 29, part 5).
        <div className="mt-3 max-w-md">
          <PriceHistoryPanel productId={line.product.id} hideEmpty />
        </div>
      )}
    </li>
  );
}
