import { useQuery } from '@tanstack/react-query';
import { storeCreditPaths } from '@storefront/contract/store-credit.paths';
import type { StoreCreditKind } from '@storefront/contract/store-credit';
import { call } from '../../../lib/api';
import { formatAmount } from '../../../lib/money';

const KIND_LABELS: Record<StoreCreditKind, string> = {
  buylist: 'Cards sold to us',
  adjustment: 'Adjustment',
  spend: 'Spent on an order',
  refund: 'Refund',
};

export const storeCreditQuery = {
  queryKey: ['account', 'store-credit'],
  queryFn: () => call(storeCreditPaths.mine),
};

/** The account page's store credit: the balance and the history of every movement, newest first. */
export function StoreCreditCard() {
  const { data } = useQuery(storeCreditQuery);
  if (!data) return null;
  return (
    <section
      aria-labelledby="store-credit-heading"
      className="mt-6 rounded-xl border border-gray-200 bg-white p-6"
    >
      <h2 id="store-credit-heading" className="text-lg font-semibold text-gray-900">
        Store credit
      </h2>
      <p className="mt-1 text-2xl font-bold text-gray-900" data-testid="store-credit-balance">
        {formatAmount(data.balance)}
      </p>
      {data.entries.length > 0 && (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Store credit history</caption>
            <thead>
              <tr className="text-gray-600">
                <th scope="col" className="py-1 pr-3 font-medium">
                  Date
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  What
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Amount
                </th>
                <th scope="col" className="py-1 font-medium">
                  Balance
                </th>
              </tr>
            </thead>
            <tbody>
              {data.entries.map((e) => (
                <tr key={e.id} className="border-t border-gray-100">
                  <td className="py-1 pr-3">{new Date(e.created_at).toLocaleDateString()}</td>
                  <td className="py-1 pr-3">
                    {KIND_LABELS[e.kind]}
                    {e.reason && <span className="block text-gray-600">{e.reason}</span>}
                  </td>
                  <td className={`py-1 pr-3 ${e.amount.startsWith('-') ? 'text-red-700' : 'text-green-800'}`}>
                    {e.amount.startsWith('-')
                      ? `−${formatAmount(e.amount.slice(1))}`
                      : `+${formatAmount(e.amount)}`}
                  </td>
                  <td className="py-1">{formatAmount(e.balance_after)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
