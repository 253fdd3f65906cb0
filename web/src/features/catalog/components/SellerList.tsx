import type { Stock } from '@storefront/contract/catalog';
import { formatAmount } from '../../../lib/money';

/** Spec section 9: the first 3 sellers are listed. */
export const SHOWN_SELLERS = 3;

/** Stock by seller (and condition, for cards): the first 3 sellers, then '+N more sellers'. */
export function SellerList({ stocks }: { stocks: Stock[] }) {
  if (stocks.length === 0) return <p className="text-sm text-gray-600">No sellers have this product yet.</p>;
  const more = stocks.length - SHOWN_SELLERS;
  return (
    <div>
      <ul className="divide-y divide-gray-100 rounded-lg border border-gray-200">
        {stocks.slice(0, SHOWN_SELLERS).map((s) => (
          <li
            key={`${s.supplier.username}-${s.variant}`}
            className="flex items-center justify-between gap-3 px-4 py-2 text-sm"
          >
            <span>
              <span className="font-medium text-gray-900">{s.supplier.username}</span>
              {s.variant !== 'Standard' && <span className="text-gray-600"> · {s.variant}</span>}
            </span>
            <span className="text-gray-700">
              {s.available > 0 ? `${s.available} available` : 'Out of stock'} · {formatAmount(s.price)}
            </span>
          </li>
        ))}
      </ul>
      {more > 0 && <p className="mt-2 text-sm text-gray-600">+{more} more sellers</p>}
    </div>
  );
}
