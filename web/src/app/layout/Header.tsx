import { Menu, Truck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toCents } from '@storefront/contract/money';
import { freeShippingBanner } from '@storefront/contract/shipping-rules';
import { CartIcon } from '../../features/cart';
import { CategoryMenu } from '../../features/catalog';
import { SearchBox } from '../../features/search';
import { UserMenu } from '../../features/auth';
import { isEcommerce, useTenant } from '../../features/tenant';
import { DESKTOP_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { StoreLogo } from '../../ui/StoreLogo';
import { MobileMenu } from './MobileMenu';

/** Banner, logo and name, search, account and cart, and the category bar (spec section 2). */
export function Header() {
  const tenant = useTenant();
  const [menuOpen, setMenuOpen] = useState(false);
  const name = tenant.tenant.name ?? 'Storefront';
  const shop = isEcommerce(tenant);
  // The bar is display:none below lg: a phone's first render skips its (possibly hundreds of) links.
  const desktop = useMediaQuery(DESKTOP_QUERY);

  return (
    <header className="sticky top-0 z-40 bg-white shadow-sm">
      {shop && tenant.free_shipping_over !== null && (
        <div className="bg-primary px-4 py-1.5 text-center text-sm font-medium text-white">
          <Truck aria-hidden="true" className="mr-2 inline h-4 w-4 align-[-2px]" />
          {freeShippingBanner(toCents(tenant.free_shipping_over))}
        </div>
      )}
      <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-3 sm:px-6 lg:px-8">
        <button
          type="button"
          className="rounded-md p-2 text-gray-700 hover:bg-gray-100 lg:hidden"
          aria-label="Open menu"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen(true)}
        >
          <Menu className="h-6 w-6" />
        </button>
        <Link to="/" className="flex min-w-0 items-center gap-3" aria-label={`${name} home`}>
          <StoreLogo name={name} logoUrl={tenant.theme.logo_url} />
          <span className="truncate text-lg font-bold text-gray-900 sm:text-xl">{name}</span>
        </Link>
        {shop && <SearchBox className="mx-auto hidden max-w-xl flex-1 md:block" />}
        <div className="ml-auto flex items-center gap-3">
          <div className="hidden sm:block">
            <UserMenu />
          </div>
          {shop && <CartIcon />}
        </div>
      </div>
      {shop && (
        <nav aria-label="Categories" className="hidden border-t border-gray-100 lg:block">
          <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">{desktop && <CategoryMenu />}</div>
        </nav>
      )}
      {shop && (
        <div className="px-4 pb-3 md:hidden">
          <SearchBox />
        </div>
      )}
      <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} storeName={name} shop={shop} />
    </header>
  );
}
