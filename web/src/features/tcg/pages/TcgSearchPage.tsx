import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageContainer } from '../../../ui/PageContainer';
import { useBreadcrumbLabel } from '../../../lib/breadcrumb-labels';
import { PageHeading } from '../../../ui/PageHeading';
import { TcgFilterPanel } from '../components/TcgFilterPanel';
import { TcgResults } from '../components/TcgResults';
import { FiltersToggle } from '../components/FiltersToggle';
import { activeFilterCount, EMPTY_FILTERS, readSearchParams, toSearchParams } from '../filter-state';
import { tcgSearchQuery } from '../tcg-queries';

/** /tcg/search: filters on the left (folded above the results on a phone), results on the right; the URL holds the search. */
export default function TcgSearchPage() {
  useBreadcrumbLabel('/tcg', 'TCG');
  useBreadcrumbLabel('/tcg/search', 'TCG Search');
  const [params, setParams] = useSearchParams();
  const { filters, page } = readSearchParams(params);
  const applied = toSearchParams(filters, page).toString();
  const [draft, setDraft] = useState(filters);
  const [shown, setShown] = useState(applied);
  if (shown !== applied) {
    // Back/forward or a shared link changed the URL: the form follows it.
    setShown(applied);
    setDraft(filters);
  }
  const search = useQuery(tcgSearchQuery(applied));
  // Phones: the filters fold away above the results (issue 25: 14 controls filled ~1,400 px first).
  const [filtersOpen, setFiltersOpen] = useState(false);
  const runSearch = () => {
    setFiltersOpen(false);
    const next = toSearchParams(draft);
    // Search always searches: the same filters fetch fresh results (stock and prices change).
    if (next.toString() === applied) void search.refetch();
    else setParams(next);
  };

  return (
    <PageContainer>
      <PageHeading subtitle="Search and filter trading card game products with advanced TCG-specific criteria.">
        TCG Search
      </PageHeading>
      <p className="-mt-4 mb-6 text-sm">
        <Link to="/tcg/mass-entry" className="font-medium text-primary hover:underline">
          Buy a whole deck: paste a deck list
        </Link>
      </p>
      <div className="flex flex-col gap-6 lg:flex-row">
        <aside className="lg:w-72 lg:shrink-0">
          <FiltersToggle
            open={filtersOpen}
            active={activeFilterCount(filters)}
            controls="tcg-filters"
            onToggle={() => setFiltersOpen((o) => !o)}
          />
          <div id="tcg-filters" className={filtersOpen ? 'mt-3 lg:mt-0' : 'hidden lg:block'}>
            <TcgFilterPanel
              draft={draft}
              onChange={setDraft}
              loading={search.isFetching}
              onSearch={runSearch}
              onClear={() => {
                setDraft(EMPTY_FILTERS);
                setParams(new URLSearchParams());
              }}
            />
          </div>
        </aside>
        <section className="min-w-0 flex-1" aria-label="Search results">
          <TcgResults
            data={search.isError ? undefined : search.data}
            loading={search.isFetching}
            error={search.error}
            onPage={(delta) => setParams(toSearchParams(filters, page + delta))}
          />
        </section>
      </div>
    </PageContainer>
  );
}
