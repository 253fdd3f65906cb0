import { createContext, useContext, useEffect } from 'react';
import { pageTitle } from '@storefront/contract/tenant-title';

/** The store's name for document titles; the tenant feature provides it once the store has loaded. */
export const PageTitleStoreContext = createContext<string | null | undefined>(undefined);

/** Sets the document title for a page: "{page} | {store} | Storefront". */
export function usePageTitle(page?: string): void {
  const store = useContext(PageTitleStoreContext);
  useEffect(() => {
    document.title = pageTitle(store, page);
  }, [store, page]);
}
