import { useQuery } from '@tanstack/react-query';
import { storeCreditEndpoints } from '@storefront/contract/store-credit.endpoints';
import type { StoreCreditKind } from '@storefront/contract/store-credit';
import { call } from '../../../lib/api';
import { formatAmount } from '../../../lib/money';
import { DataTable } from '../../../ui/DataTable';

const KIND_LABELS: Record<StoreCreditKind, string> = {
  buylist: 'Cards sold to us',
  adjustment: 'Adjustment',
  spend: 'Spent on an order',
  refund: 'Refund',
  gift_card: 'Gift card redeemed',
};

export const storeCreditQuery = {
  queryKey: ['account', 'store-credit'],
  queryFn: () => call(storeCreditEndpoints.mine),
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
        <DataTable
          variant="plain"
          className="mt-4"
          caption={{ label: 'Store credit history', hidden: true }}
          columns={['Date', 'What', 'Amount', 'Balance']}
        >
          {data.entries.map((e) => (
            <tr key={e.id}>
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
        </DataTable>
      )}
    </section>
  );
}
