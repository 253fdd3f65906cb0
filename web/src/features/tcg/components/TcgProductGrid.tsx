import { SearchX } from 'lucide-react';
import type { TcgProduct } from '@storefront/contract/tcg';
import { renderInGroups } from '../../../ui/Later';
import { Skeleton } from '../../../ui/Skeleton';
import { TcgProductCard } from './TcgProductCard';

const COLUMNS = {
  1: 'grid-cols-1',
  2: 'grid-cols-1 sm:grid-cols-2',
  3: 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3',
  4: 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-4',
  5: 'grid-cols-2 md:grid-cols-3 lg:grid-cols-5',
  6: 'grid-cols-2 md:grid-cols-3 lg:grid-cols-6',
} as const;

export type GridColumns = keyof typeof COLUMNS;

/** Cards of the first render (a wide screen's first row); the rest follow a few at a time (ui/Later). */
const FIRST_CARDS = 6;
const CARDS_PER_TASK = 6;

/** Spec: 1 to 6 columns (default 3), 6 skeleton cards while loading, an empty state for no products. */
export function TcgProductGrid({
  products,
  loading = false,
  columns = 3,
}: {
  products: TcgProduct[];
  loading?: boolean;
  columns?: GridColumns;
}) {
  if (loading)
    return (
      <div className={`grid gap-4 ${COLUMNS[columns]}`} data-testid="tcg-skeletons">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="rounded-xl border border-gray-200 bg-white p-3">
            <Skeleton className="aspect-[5/7] w-full" />
            <Skeleton className="mt-3 h-4 w-3/4" />
            <Skeleton className="mt-2 h-4 w-1/2" />
          </div>
        ))}
      </div>
    );
  if (!products.length)
    return (
      <div className="rounded-xl border border-dashed border-gray-300 bg-white p-10 text-center">
        <SearchX aria-hidden="true" className="mx-auto h-10 w-10 text-gray-400" />
        <p className="mt-3 font-semibold text-gray-900">No TCG products found</p>
        <p className="mt-1 text-sm text-gray-600">Try adjusting your search or filter criteria.</p>
      </div>
    );
  return (
    <ul className={`grid gap-4 ${COLUMNS[columns]}`}>
      {renderInGroups(
        products,
        (p) => (
          <li key={p.id} className="flex">
            <div className="w-full">
              <TcgProductCard product={p} />
            </div>
          </li>
        ),
        { first: FIRST_CARDS, size: CARDS_PER_TASK },
      )}
    </ul>
  );
}
