import { useQuery } from '@tanstack/react-query';
import type { SaleRule } from '@storefront/contract/sale-prices';
import { Button } from '../../../ui/Button';
import { DataTable } from '../../../ui/DataTable';
import { FormAlert } from '../../../ui/FormField';
import { Skeleton } from '../../../ui/Skeleton';
import {
  categoriesQuery,
  productTypesQuery,
  salesQuery,
  useDeleteSale,
  useEndSale,
  useStartSale,
} from '../sale-queries';
import { saleMatches, saleOff, saleWhen } from '../sale-text';

const STATUS: Record<SaleRule['status'], { label: string; style: string }> = {
  scheduled: { label: 'Scheduled', style: 'bg-blue-50 text-blue-900' },
  running: { label: 'Running', style: 'bg-green-50 text-green-800' },
  ended: { label: 'Ended', style: 'bg-gray-100 text-gray-700' },
};

/** The store's sales, first match first, with start now, end now and delete. */
export function SaleList() {
  const { data, error } = useQuery(salesQuery);
  const { data: categories } = useQuery(categoriesQuery);
  const { data: types } = useQuery(productTypesQuery);
  const start = useStartSale();
  const end = useEndSale();
  const remove = useDeleteSale();
  const busy = start.isPending || end.isPending || remove.isPending;
  if (error) return <FormAlert kind="error">{error.message}</FormAlert>;
  if (!data) return <Skeleton className="h-32 w-full" />;
  if (!data.results.length) return <p className="text-gray-600">No sales yet.</p>;
  const names = {
    categories: new Map((categories?.results ?? []).map((c) => [c.id, c.name])),
    types: new Map((types?.results ?? []).map((t) => [t.id, t.name])),
  };
  const failed = start.error ?? end.error ?? remove.error;
  return (
    <div className="space-y-2">
      {failed && <FormAlert kind="error">{failed.message}</FormAlert>}
      <DataTable
        columns={[
          '#',
          'Sale',
          'Matches',
          'Discount',
          'When',
          'Status',
          'On sale',
          { label: 'Actions', hidden: true },
        ]}
      >
        {data.results.map((s, i) => (
          <tr key={s.id}>
            <td className="px-4 py-2 text-gray-700">{i + 1}</td>
            <td className="px-4 py-2 font-medium text-gray-900">{s.name}</td>
            <td className="px-4 py-2 text-gray-700">{saleMatches(s, names)}</td>
            <td className="px-4 py-2 text-gray-700">{saleOff(s)}</td>
            <td className="px-4 py-2 whitespace-nowrap text-gray-700">{saleWhen(s)}</td>
            <td className="px-4 py-2">
              <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS[s.status].style}`}>
                {STATUS[s.status].label}
              </span>
            </td>
            <td className="px-4 py-2 text-gray-700">{s.products_on_sale.toLocaleString('en-US')}</td>
            <td className="space-x-2 whitespace-nowrap px-4 py-2 text-right">
              {s.status !== 'running' && (
                <Button
                  variant="secondary"
                  disabled={busy}
                  onClick={() => start.mutate(s.id)}
                  aria-label={`Start ${s.name} now`}
                >
                  Start Now
                </Button>
              )}
              {s.status === 'running' && (
                <Button
                  variant="secondary"
                  disabled={busy}
                  onClick={() => end.mutate(s.id)}
                  aria-label={`End ${s.name}`}
                >
                  End Sale
                </Button>
              )}
              <Button
                variant="danger"
                disabled={busy}
                onClick={() => window.confirm(`Delete ${s.name}?`) && remove.mutate(s.id)}
                aria-label={`Delete ${s.name}`}
              >
                Delete
              </Button>
            </td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}
