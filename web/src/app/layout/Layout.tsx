import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { useCompleteWishlistIntent } from '../../features/account';
import { useCurrentUser } from '../../features/auth';
import { useCompleteCartIntent } from '../../features/cart';
import { useTenant } from '../../features/tenant';
import { BreadcrumbLabelsProvider } from '../../lib/breadcrumb-labels';
import { SkipLink } from '../../ui/SkipLink';
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
  // What a signed-out shopper pressed before Sign In is done once they are signed in, on any page.
  useCompleteCartIntent();
  useCompleteWishlistIntent();
  // Until its admin goes live, a new store shows shoppers "Opening soon"; its team sees everything.
  const closed =
    tenant.opening_soon && !isLoading && (!user || user.role === 'customer') && !openWhileClosed(pathname);
  return (
    <BreadcrumbLabelsProvider>
      <div className="flex min-h-screen flex-col">
        <SkipLink />
        <Header />
        {navigation.state === 'loading' && (
          <div className="fixed top-0 left-0 z-50 h-0.5 w-full animate-pulse bg-primary" />
        )}
        <Breadcrumbs />
        {/* At least a screen tall: the footer starts below the fold, so pages filling in do not shift it (CLS). */}
        <main id="main" tabIndex={-1} className="min-h-screen flex-1 focus:outline-none">
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
