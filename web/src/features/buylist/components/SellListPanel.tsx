import { useState } from 'react';
import { Link } from 'react-router';
import { CONDITION_LABELS, FINISH_LABELS } from '@storefront/contract/buylist';
import { formatPrice } from '../../../lib/money';
import { buttonClass } from '../../../ui/Button';
import { lineKey, totals, type SellLine } from '../sell-list';

interface Props {
  list: SellLine[];
  signedIn: boolean;
  submitting: boolean;
  error: string | null;
  onRemove: (line: SellLine) => void;
  onSubmit: (note: string) => void;
}

/** The sell list beside the search: its lines, the cash and credit totals, and 'Submit sell list'. */
export function SellListPanel({ list, signedIn, submitting, error, onRemove, onSubmit }: Props) {
  const [note, setNote] = useState('');
  const sum = totals(list);
  return (
    <aside
      aria-labelledby="sell-list-heading"
      className="order-first h-fit rounded-xl border border-gray-200 bg-white p-4 lg:order-none"
    >
      <h2 id="sell-list-heading" className="text-lg font-semibold text-gray-900">
        Your sell list
      </h2>
      {list.length === 0 ? (
        <p className="mt-2 text-sm text-gray-700">Add the cards you want to sell.</p>
      ) : (
        <ul className="mt-2 divide-y divide-gray-100" aria-label="Sell list">
          {list.map((l) => (
            <li key={lineKey(l)} className="flex items-start justify-between gap-2 py-2 text-sm">
              <span>
                <span className="block font-medium text-gray-900">
                  {l.quantity} × {l.name}
                </span>
                <span className="text-gray-600">
                  {CONDITION_LABELS[l.condition]}, {FINISH_LABELS[l.finish]}
                </span>
              </span>
              <button
                type="button"
                className="text-sm text-red-700 underline"
                aria-label={`Remove ${l.name} from the sell list`}
                onClick={() => onRemove(l)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <dl className="mt-3 space-y-1 text-sm">
        <div className="flex justify-between">
          <dt>Cash offer</dt>
          <dd data-testid="sell-cash-total">{formatPrice(sum.cash)}</dd>
        </div>
        <div className="flex justify-between font-semibold">
          <dt>Store credit offer</dt>
          <dd data-testid="sell-credit-total">{formatPrice(sum.credit)}</dd>
        </div>
      </dl>
      {signedIn ? (
        <>
          <label htmlFor="sell-note" className="mt-3 block text-sm font-medium text-gray-800">
            Note for the store (optional)
          </label>
          <textarea
            id="sell-note"
            value={note}
            maxLength={1000}
            onChange={(e) => setNote(e.target.value)}
            className="mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2 text-sm"
          />
          {error && (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {error}
            </p>
          )}
          <button
            type="button"
            disabled={!list.length || submitting}
            className={buttonClass('primary', 'mt-3 w-full')}
            onClick={() => onSubmit(note)}
          >
            {submitting ? 'Submitting...' : 'Submit sell list'}
          </button>
        </>
      ) : (
        <Link to="/login?next=/sell" className={buttonClass('primary', 'mt-3 w-full')}>
          Sign in to sell your cards
        </Link>
      )}
    </aside>
  );
}
