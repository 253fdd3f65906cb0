import type { Collection, ProductOrdering } from '@storefront/contract/catalog';
import { DEFAULT_PAGE_SIZE } from '@storefront/contract/page-size';
import type { ProductListApiQuery } from './catalog-queries';

/** Spec section 9: page size options. */
export const PAGE_SIZES = [12, 24, 48, 96] as const;

/** Spec section 9 sort options, labelled by what they do (docs/catalog-search.md: "Sort labels"). */
export const SORT_OPTIONS: { value: ProductOrdering; label: string }[] = [
  { value: 'name', label: 'Name (A-Z)' },
  { value: '-name', label: 'Name (Z-A)' },
  { value: 'price', label: 'Price (Low to High)' },
  { value: '-price', label: 'Price (High to Low)' },
  { value: '-created_at', label: 'Newest First' },
  { value: 'created_at', label: 'Oldest First' },
];

/** Extra sort options of the collection pages, which default to them. */
export const COLLECTION_SORTS: Partial<Record<Collection, { value: ProductOrdering; label: string }>> = {
  bestsellers: { value: '-units_sold', label: 'Best Selling' },
  preorders: { value: 'release_date', label: 'Release Date' },
};

export const DEFAULT_SORT: Record<Collection | 'all', ProductOrdering> = {
  all: 'name',
  deals: 'name',
  new: '-created_at',
  bestsellers: '-units_sold',
  preorders: 'release_date',
};

/** A search's default order is relevance, which has no ordering value. */
export const RELEVANCE = 'relevance';

export interface ListParams {
  page: number;
  pageSize: number;
  sort: string;
  category: string;
  productType: string;
  search: string;
}

const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** The list's state from the address: page, page_size, sort, category, product_type, search. */
export function readListParams(params: URLSearchParams, collection?: Collection): ListParams {
  const search = params.get('search')?.trim() ?? '';
  return {
    page: positive(params.get('page'), 1),
    pageSize: Math.min(positive(params.get('page_size'), DEFAULT_PAGE_SIZE), 100),
    sort: params.get('sort') || (search ? RELEVANCE : DEFAULT_SORT[collection ?? 'all']),
    category: params.get('category') ?? '',
    productType: params.get('product_type') ?? '',
    search,
  };
}

/**
 * The address after changing one filter: the value set (or removed when empty or the default), and
 * the page reset to 1 (spec section 2), unless the change is the page itself.
 */
export function changeParam(params: URLSearchParams, key: string, value: string | number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === '' || (key === 'page' && value === 1)) next.delete(key);
  else next.set(key, String(value));
  if (key !== 'page') next.delete('page');
  return next;
}

/** The products call for a list state. */
export function toApiQuery(p: ListParams, collection?: Collection): ProductListApiQuery {
  return {
    page: p.page,
    page_size: p.pageSize,
    ordering: p.sort === RELEVANCE ? '' : p.sort,
    category: p.category,
    product_type: p.productType,
    search: p.search,
    collection: collection ?? '',
  };
}
