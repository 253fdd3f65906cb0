import type { ReactNode } from 'react';
import { DEFAULT_PAGE_SIZE } from '@storefront/contract/page-size';
import { Pagination } from '../../../ui/Pagination';
import { Skeleton } from '../../../ui/Skeleton';

/**
 * A management list's states, one way on every screen: a skeleton while the page loads (nothing when it
 * failed: the screen shows the error), `empty` when nothing matches, else the rows and the page numbers.
 */
export function ManageList<T>({
  data,
  failed,
  empty,
  page,
  onPageChange,
  children,
}: {
  data: { count: number; results: T[] } | undefined;
  failed: boolean;
  empty: string;
  page: number;
  onPageChange: (page: number) => void;
  children: (results: T[]) => ReactNode;
}) {
  if (!data) return failed ? null : <Skeleton className="h-64 w-full" />;
  return (
    <>
      {data.results.length === 0 ? <p className="text-gray-600">{empty}</p> : children(data.results)}
      <Pagination
        page={page}
        totalPages={Math.ceil(data.count / DEFAULT_PAGE_SIZE)}
        onPageChange={onPageChange}
      />
    </>
  );
}
