import { useContext, useEffect } from 'react';
import { pageTitle } from '@storefront/contract/tenant-title';
import { TenantContext } from './tenant';

/** Sets the document title for a page: "{page} | {store} | Storefront". */
export function usePageTitle(page?: string): void {
  const store = useContext(TenantContext)?.tenant.name;
  useEffect(() => {
    document.title = pageTitle(store, page);
  }, [store, page]);
}
