import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '@storefront/contract/page-size';
import { PageContainer } from '../../../ui/PageContainer';
import { PageHeading } from '../../../ui/PageHeading';
import { Pagination } from '../../../ui/Pagination';
import { ProductCard, ProductGrid } from '../../catalog';
import { SearchBox } from '../SearchBox';
import { searchResultsQuery } from '../search-queries';

/** Spec section 2: /search reads q and shows the search box and the matching products, best match first. */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = { search: q, page, page_size: DEFAULT_PAGE_SIZE, ordering: '' };
  const { data, isPending, isError } = useQuery({ ...searchResultsQuery(query), enabled: q !== '' });
  const totalPages = data ? Math.ceil(data.count / DEFAULT_PAGE_SIZE) : 0;

  const pageHref = (n: number) => `/search?${new URLSearchParams({ q, ...(n > 1 && { page: String(n) }) })}`;

  return (
    <PageContainer>
      <PageHeading>{q ? `Search Results for "${q}"` : 'Search'}</PageHeading>
      <SearchBox key={q} initial={q} large className="mb-6 max-w-2xl" />
      {q === '' ? (
        <p className="text-gray-600">Type at least one word to search the catalogue.</p>
      ) : (
        <>
          <p className="mb-4 text-sm text-gray-700" aria-live="polite">
            {data
              ? `${data.count} ${data.count === 1 ? 'product' : 'products'} found`
              : isError
                ? ''
                : 'Searching...'}
          </p>
          <ProductGrid
            items={isError ? [] : (data?.results ?? [])}
            loading={isPending && !isError}
            getKey={(p) => p.id}
            label="Search results"
            renderItem={(p, i) => <ProductCard product={p} headingLevel="h2" eager={i < 4} />}
            empty={
              <div className="rounded-xl border border-dashed border-gray-300 bg-white px-6 py-16 text-center">
                <p className="text-lg font-semibold text-gray-900">No products found</p>
                <p className="mt-1 text-gray-600">Try adjusting your search or filter criteria.</p>
              </div>
            }
          />
          <Pagination
            page={page}
            totalPages={totalPages}
            hrefFor={pageHref}
            onPageChange={(n) => {
              setParams(new URL(pageHref(n), window.location.origin).searchParams);
              window.scrollTo({ top: 0 });
            }}
          />
        </>
      )}
    </PageContainer>
  );
}
