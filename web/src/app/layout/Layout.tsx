import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { useCurrentUser } from '../../features/auth';
import { useTenant } from '../../features/tenant';
import { BreadcrumbLabelsProvider } from '../../lib/breadcrumb-labels';
import { Toaster } from '../../ui/Toaster';
import { Breadcrumbs } from './Breadcrumbs';
import { Footer } from './Footer';
import { Header } from './Header';
import { OpeningSoon, openWhileClosed } from './OpeningSoon';

/** Header, breadcrumbs, the page, footer and toasts: the frame of every screen. */
export function Layout() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const tenant = useTenant();
  const { user, isLoading } = useCurrentUser();
  // Until its admin goes live, a new store shows shoppers "Opening soon"; its team sees everything.
  const closed =
    tenant.opening_soon && !isLoading && (!user || user.role === 'customer') && !openWhileClosed(pathname);
  return (
    <BreadcrumbLabelsProvider>
      <div className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          Skip to content
        </a>
        <Header />
        {navigation.state === 'loading' && (
          <div className="fixed top-0 left-0 z-50 h-0.5 w-full animate-pulse bg-primary" />
        )}
        <Breadcrumbs />
        {/* At least a screen tall: the footer starts below the fold, so pages filling in do not shift it (CLS). */}
        <main id="main" className="min-h-screen flex-1">
          <Suspense fallback={<p className="p-8 text-center text-gray-600">Loading...</p>}>
            {closed ? <OpeningSoon /> : <Outlet />}
          </Suspense>
        </main>
        <Footer />
      </div>
      <Toaster />
      <ScrollRestoration />
    </BreadcrumbLabelsProvider>
  );
}
