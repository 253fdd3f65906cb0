import type { TcgSearchResponse } from '@storefront/contract/tcg';
import { Button } from '../../../ui/Button';
import { TcgProductGrid } from './TcgProductGrid';

interface Props {
  data: TcgSearchResponse | undefined;
  loading: boolean;
  error: Error | null;
  onPage: (delta: 1 | -1) => void;
}

/** Spec: 'Searching...', 'Error: {message}', the empty text, or 'Found {count} TCG products' over the grid. */
export function TcgResults({ data, loading, error, onPage }: Props) {
  if (error)
    return (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        Error: {error.message}
      </p>
    );
  if (loading)
    return (
      <div>
        <p role="status" className="mb-4 text-sm text-gray-700">
          Searching...
        </p>
        <TcgProductGrid products={[]} loading />
      </div>
    );
  const results = data?.results ?? [];
  const count = data?.count ?? results.length;
  return (
    <div>
      <p role="status" className="mb-4 text-sm text-gray-700">
        {results.length ? `Found ${count} TCG products` : 'No TCG products found matching your criteria.'}
      </p>
      <TcgProductGrid products={results} />
      {(data?.previous || data?.next) && (
        <nav aria-label="Pagination" className="mt-6 flex justify-between">
          {data.previous ? (
            <Button variant="secondary" onClick={() => onPage(-1)}>
              Previous
            </Button>
          ) : (
            <span />
          )}
          {data.next && (
            <Button variant="secondary" onClick={() => onPage(1)}>
              Next
            </Button>
          )}
        </nav>
      )}
    </div>
  );
}
