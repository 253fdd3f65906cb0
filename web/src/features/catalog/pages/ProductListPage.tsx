import { useQuery } from '@tanstack/react-query';
import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { Collection } from '@storefront/contract/catalog';
import { PageContainer } from '../../../ui/PageContainer';
import { PageHeading } from '../../../ui/PageHeading';
import { productsQuery } from '../catalog-queries';
import { CategoryFilter } from '../components/CategoryFilter';
import { ProductResults } from '../components/ProductResults';
import { LabelledSelect, ProductTypeFilter } from '../components/ProductTypeFilter';
import {
  changeParam,
  COLLECTION_SORTS,
  PAGE_SIZES,
  readListParams,
  RELEVANCE,
  SORT_OPTIONS,
  toApiQuery,
} from '../list-params';

/** The collection pages that reuse this screen (docs/catalog-search.md: "What the collection pages show"). */
const COLLECTION_PAGES: Record<string, { collection: Collection; title: string; subtitle: string }> = {
  '/deals': {
    collection: 'deals',
    title: 'Deals',
    subtitle: 'Products marked down from their regular price.',
  },
  '/new': { collection: 'new', title: 'New Arrivals', subtitle: 'The latest additions to the store.' },
  '/bestsellers': {
    collection: 'bestsellers',
    title: 'Bestsellers',
    subtitle: 'What other shoppers buy most.',
  },
  '/preorders': {
    collection: 'preorders',
    title: 'Preorders',
    subtitle: 'Reserve products before their release date.',
  },
};

/** Spec section 2: /products and the routes reusing it; every filter lives in the address. */
export default function ProductListPage() {
  const { pathname } = useLocation();
  const [wide] = useState(() => window.matchMedia?.('(min-width: 1024px)').matches ?? true);
  const page = COLLECTION_PAGES[pathname.replace(/\/$/, '')];
  const collection = page?.collection;
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readListParams(searchParams, collection);
  const { data, isPending, isError, isPlaceholderData } = useQuery(
    productsQuery(toApiQuery(params, collection)),
  );

  const set = (key: string, value: string | number) => setSearchParams(changeParam(searchParams, key, value));
  const hrefFor = (n: number) => {
    const query = changeParam(searchParams, 'page', n).toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  const goToPage = (n: number) => {
    set('page', n);
    window.scrollTo({ top: 0 });
  };

  const title = params.search ? `Search Results for "${params.search}"` : (page?.title ?? 'All Products');
  const extraSort = collection && COLLECTION_SORTS[collection];
  const sorts = [
    ...(params.search ? [{ value: RELEVANCE, label: 'Best Match' }] : []),
    ...(extraSort ? [extraSort] : []),
    ...SORT_OPTIONS,
  ];
  const sizes = [...new Set([...PAGE_SIZES, params.pageSize])].sort((a, b) => a - b);
  // Spec section 8: a failed list shows the empty list and its empty-state text.
  const shown = isError ? { count: 0, next: null, previous: null, results: [] } : data;

  return (
    <PageContainer>
      <PageHeading subtitle={page && !params.search ? page.subtitle : undefined}>{title}</PageHeading>
      <div className="flex flex-col gap-8 lg:flex-row">
        <aside className="lg:w-60 lg:shrink-0" aria-label="Filters">
          <details className="rounded-xl border border-gray-200 bg-white p-4" open={wide}>
            <summary className="flex cursor-pointer items-center gap-2 font-semibold text-gray-900 lg:hidden">
              <SlidersHorizontal aria-hidden="true" className="h-4 w-4" /> Filters
            </summary>
            <div className="mt-4 space-y-6 lg:mt-0">
              <CategoryFilter value={params.category} onChange={(v) => set('category', v)} />
              <ProductTypeFilter value={params.productType} onChange={(v) => set('product_type', v)} />
            </div>
          </details>
        </aside>
        <section className="min-w-0 flex-1" aria-label="Results">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-gray-700" aria-live="polite">
              {shown ? `${shown.count} ${shown.count === 1 ? 'product' : 'products'} found` : 'Loading...'}
            </p>
            <div className="flex flex-wrap gap-3">
              <LabelledSelect
                id="sort"
                label="Sort by"
                value={params.sort}
                options={sorts}
                onChange={(v) => set('sort', v)}
              />
              <LabelledSelect
                id="page-size"
                label="Per page"
                value={String(params.pageSize)}
                options={sizes.map((n) => ({ value: String(n), label: String(n) }))}
                onChange={(v) => set('page_size', v)}
              />
            </div>
          </div>
          <div className={isPlaceholderData ? 'opacity-60 transition-opacity' : ''}>
            <ProductResults
              data={shown}
              loading={isPending && !isError}
              page={params.page}
              pageSize={params.pageSize}
              onPage={goToPage}
              hrefFor={hrefFor}
            />
          </div>
        </section>
      </div>
    </PageContainer>
  );
}
