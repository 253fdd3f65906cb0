import type { ReactNode } from 'react';
import { renderInGroups } from '../../../ui/Later';
import { Skeleton } from '../../../ui/Skeleton';

export type GridColumns = 1 | 2 | 3 | 4 | 5 | 6;

/** Full class names, so Tailwind sees them: narrow screens get fewer columns than wide ones. */
const COLUMNS: Record<GridColumns, string> = {
  1: 'grid-cols-1',
  2: 'grid-cols-1 sm:grid-cols-2',
  3: 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3',
  4: 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
  5: 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-4 xl:grid-cols-5',
  6: 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6',
};

/** Cards of the first render: a wide screen's first row; the rest follow a few at a time (ui/Later). */
const FIRST_CARDS = 4;
const CARDS_PER_TASK = 4;

/** Spec section 9: 6 skeleton cards while loading. */
export const SKELETON_CARDS = 6;

export function ProductCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-xl border border-gray-200 bg-white">
      <Skeleton className="aspect-square rounded-none" />
      <div className="space-y-2 p-4">
        <Skeleton className="h-3 w-1/3" />
        <Skeleton className="h-4 w-4/5" />
        <Skeleton className="h-5 w-1/4" />
        <Skeleton className="mt-4 h-9 w-full" />
      </div>
    </div>
  );
}

interface ProductGridProps<T> {
  items: T[];
  renderItem: (item: T, index: number) => ReactNode;
  getKey: (item: T) => string | number;
  /** 1 to 6; default 4 (product lists). */
  columns?: GridColumns;
  loading?: boolean;
  /** Shown when not loading and there are no items. */
  empty?: ReactNode;
  label?: string;
}

/** A responsive grid of product cards, with skeletons while loading and an empty state. */
export function ProductGrid<T>({
  items,
  renderItem,
  getKey,
  columns = 4,
  loading = false,
  empty = null,
  label,
}: ProductGridProps<T>) {
  const grid = `grid gap-6 ${COLUMNS[columns]}`;
  if (loading) {
    return (
      <div
        className={grid}
        role="status"
        aria-busy="true"
        aria-label={label ? `${label} loading` : 'Loading products'}
      >
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (items.length === 0) return <>{empty}</>;
  return (
    <ul className={grid} aria-label={label}>
      {renderInGroups(
        items,
        (item, i) => (
          <li key={getKey(item)} className="flex">
            <div className="flex w-full flex-col [&>article]:flex-1">{renderItem(item, i)}</div>
          </li>
        ),
        { first: FIRST_CARDS, size: CARDS_PER_TASK },
      )}
    </ul>
  );
}
