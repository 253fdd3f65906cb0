import { useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { MobileCategoryList, prefetchCategoriesWhenIdle } from '../../features/catalog';
import { UserMenu } from '../../features/auth';

const SHOP_LINKS = [
  { to: '/products', label: 'All Products' },
  { to: '/deals', label: 'Deals' },
  { to: '/new', label: 'New Arrivals' },
  { to: '/bestsellers', label: 'Bestsellers' },
  { to: '/tcg/search', label: 'TCG Search' },
];

/** The slide-in menu of narrow screens; the page behind does not scroll while it is open. */
export function MobileMenu({
  open,
  onClose,
  storeName,
  shop,
}: {
  open: boolean;
  onClose: () => void;
  storeName: string;
  shop: boolean;
}) {
  // Closed, the panel is off-screen and inert: its links are built when it first opens, not on every page load.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const client = useQueryClient();
  useEffect(() => (shop ? prefetchCategoriesWhenIdle(client) : undefined), [client, shop]);
  useEffect(() => {
    if (!open) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = previous;
      window.removeEventListener('keydown', onKey);
    };
  }, [open, onClose]);

  return (
    <div className={`fixed inset-0 z-50 lg:hidden ${open ? '' : 'pointer-events-none'}`} aria-hidden={!open}>
      <div
        className={`absolute inset-0 bg-gray-900/50 transition-opacity ${open ? 'opacity-100' : 'opacity-0'}`}
        onClick={onClose}
      />
      <div
        id="mobile-menu"
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        inert={!open}
        className={`absolute inset-y-0 left-0 flex w-80 max-w-[85vw] flex-col bg-white shadow-xl transition-transform duration-200 ${open ? 'translate-x-0' : '-translate-x-full'}`}
      >
        <div className="flex items-center justify-between border-b border-gray-200 px-4 py-3">
          <span className="font-semibold">{storeName}</span>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close menu"
            className="rounded-md p-2 hover:bg-gray-100"
          >
            <X className="h-5 w-5" />
          </button>
        </div>
        <nav className="flex-1 space-y-6 overflow-y-auto px-4 py-4 text-gray-800" aria-label="Mobile">
          {opened && (
            <>
              <div onClick={onClose}>
                <UserMenu />
              </div>
              <ul className="space-y-1">
                <li>
                  <Link to="/" onClick={onClose} className="block rounded px-2 py-2 hover:bg-gray-100">
                    Home
                  </Link>
                </li>
                {shop &&
                  SHOP_LINKS.map((l) => (
                    <li key={l.to}>
                      <Link to={l.to} onClick={onClose} className="block rounded px-2 py-2 hover:bg-gray-100">
                        {l.label}
                      </Link>
                    </li>
                  ))}
              </ul>
              {shop && (
                <div>
                  <h2 className="mb-2 px-2 text-xs font-semibold tracking-wide text-gray-600 uppercase">
                    Categories
                  </h2>
                  <MobileCategoryList onNavigate={onClose} />
                </div>
              )}
            </>
          )}
        </nav>
      </div>
    </div>
  );
}
