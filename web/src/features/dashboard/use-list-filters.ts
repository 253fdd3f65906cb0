import { useState } from 'react';

/** A management list's filters and page number: a changed filter starts the list again at page 1. */
export function useListFilters<F extends Record<string, string>>(initial: F) {
  const [filters, setFilters] = useState(initial);
  const [page, setPage] = useState(1);
  const setFilter = (name: keyof F, value: string) => {
    setFilters((current) => ({ ...current, [name]: value }));
    setPage(1);
  };
  return { filters, setFilter, page, setPage };
}
