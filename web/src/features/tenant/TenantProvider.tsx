import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect, type ReactNode } from 'react';
import type { TenantInfo } from '@storefront/contract/tenant';
import { pageTitle } from '@storefront/contract/tenant-title';
import { PageTitleStoreContext } from '../../lib/use-page-title';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { TenantContext } from './tenant-context';
import { tenantQuery } from './tenant-query';

/** Sets the theme as CSS variables on the document, so every component follows the store's colours. */
export function applyTheme(info: TenantInfo, root: HTMLElement = document.documentElement): void {
  root.style.setProperty('--tenant-primary', info.theme.primary);
  root.style.setProperty('--tenant-secondary', info.theme.secondary);
  root.dataset.appType = info.theme.app_type;
}

/** Loads the store before anything else: 'Loading...', then the app or 'Error loading application'. */
export function TenantProvider({ children }: { children: ReactNode }) {
  const { data, error, isPending } = useQuery(tenantQuery);

  // A layout effect runs before every page's (passive) usePageTitle effect, even in the first commit when
  // the page carries the store (decision 030): the store's bare name never overwrites a page's title.
  useLayoutEffect(() => {
    if (!data) return;
    applyTheme(data);
    document.title = pageTitle(data.tenant.name);
  }, [data]);

  if (isPending) {
    return <LoadingScreen />;
  }
  if (error) {
    return (
      <main className="flex min-h-screen flex-col items-center justify-center gap-2 p-6 text-center">
        <h1 className="text-2xl font-semibold text-red-700">Error loading application</h1>
        <p className="text-gray-700">{error.message}</p>
      </main>
    );
  }
  return (
    <TenantContext.Provider value={data}>
      <PageTitleStoreContext.Provider value={data.tenant.name}>{children}</PageTitleStoreContext.Provider>
    </TenantContext.Provider>
  );
}
