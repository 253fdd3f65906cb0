import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/** Spec section 9: a window of 5 page numbers. */
export const PAGE_WINDOW = 5;

/**
 * The numbers to show for `current` of `total` pages: a window of 5 around the current page, plus the
 * first and last page with an ellipsis where numbers are skipped. Empty for 1 page or fewer.
 */
export function pageWindow(current: number, total: number, size = PAGE_WINDOW): PageItem[] {
  if (total <= 1) return [];
  const page = Math.min(Math.max(1, current), total);
  let start = Math.max(1, page - Math.floor(size / 2));
  const end = Math.min(total, start + size - 1);
  start = Math.max(1, end - size + 1);
  const items: PageItem[] = [];
  if (start > 1) items.push(1);
  if (start > 2) items.push('ellipsis-start');
  for (let n = start; n <= end; n++) items.push(n);
  if (end < total - 1) items.push('ellipsis-end');
  if (end < total) items.push(total);
  return items;
}

interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Builds the address of a page, so pages are real links (open in new tab, crawlable). */
  hrefFor?: (page: number) => string;
}

const itemClass =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm font-medium';

/** Previous, the page window and Next; hidden when there is only one page (spec section 5). */
export function Pagination({ page, totalPages, onPageChange, hrefFor }: PaginationProps) {
  const items = pageWindow(page, totalPages);
  if (items.length === 0) return null;

  const go = (target: number) => (event: MouseEvent) => {
    event.preventDefault();
    onPageChange(target);
  };
  const control = (target: number, label: string, content: ReactNode, disabled: boolean) =>
    disabled ? (
      <span className={`${itemClass} border-gray-200 text-gray-400`} aria-disabled="true">
        {content}
      </span>
    ) : (
      <a
        href={hrefFor?.(target) ?? '#'}
        onClick={go(target)}
        aria-label={label}
        className={`${itemClass} border-gray-300 bg-white text-gray-800 hover:bg-gray-50`}
      >
        {content}
      </a>
    );

  return (
    <nav aria-label="Pagination" className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          {control(
            page - 1,
            'Previous page',
            <ChevronLeft aria-hidden="true" className="h-4 w-4" />,
            page <= 1,
          )}
        </li>
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              {item === page ? (
                <span aria-current="page" className={`${itemClass} border-primary bg-primary text-white`}>
                  {item}
                </span>
              ) : (
                control(item, `Page ${item}`, item, false)
              )}
            </li>
          ) : (
            <li key={item} aria-hidden="true" className="px-1 text-gray-500">
              …
            </li>
          ),
        )}
        <li>
          {control(
            page + 1,
            'Next page',
            <ChevronRight aria-hidden="true" className="h-4 w-4" />,
            page >= totalPages,
          )}
        </li>
      </ul>
    </nav>
  );
}
