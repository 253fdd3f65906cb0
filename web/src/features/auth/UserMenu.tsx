import { useQueryClient } from '@tanstack/react-query';
import { ChevronDown, User } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { applySignOut, useCurrentUser } from './session';
import { toast } from '../../ui/toast-store';
import { logout } from './auth-api';

const ACCOUNT_LINKS = [
  { to: '/account', label: 'My Account' },
  { to: '/account/orders', label: 'Orders' },
  { to: '/account/wishlist', label: 'Wishlist' },
  { to: '/account/addresses', label: 'Addresses' },
  { to: '/account/settings', label: 'Settings' },
  { to: '/dashboard', label: 'Dashboard' },
];

const ITEM = 'block w-full rounded px-3 py-2 text-left text-sm text-gray-700 hover:bg-gray-100';

/** The header's account corner: sign in and register, or the user's name opening the account links. */
export function UserMenu() {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onClick = (e: MouseEvent) => ref.current?.contains(e.target as Node) || setOpen(false);
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onClick);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onClick);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (isLoading) return <span className="text-sm text-gray-500">Loading...</span>;

  if (!user) {
    const from = `${location.pathname}${location.search}`;
    return (
      <div className="flex items-center gap-2 text-sm">
        <User aria-hidden="true" className="h-5 w-5 text-gray-600" />
        <Link to="/login" state={{ from }} className="font-medium text-gray-700 hover:text-primary">
          Sign In
        </Link>
        <span aria-hidden="true" className="text-gray-300">
          |
        </span>
        <Link to="/register" className="font-medium text-gray-700 hover:text-primary">
          Register
        </Link>
      </div>
    );
  }

  const signOut = async () => {
    setOpen(false);
    try {
      await logout();
    } catch {
      toast.error('Sign out failed. Please try again.');
      return;
    }
    applySignOut(queryClient);
    await navigate('/');
  };

  return (
    <div ref={ref} className="relative text-sm">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={(e) => {
          // Inside the mobile menu a click would otherwise close the whole menu.
          e.stopPropagation();
          setOpen((o) => !o);
        }}
        className="flex items-center gap-2 rounded-lg px-2 py-1.5 font-medium text-gray-700 hover:bg-gray-100"
      >
        <User aria-hidden="true" className="h-5 w-5 text-gray-600" />
        <span className="max-w-40 truncate">{user.first_name || user.username}</span>
        <ChevronDown aria-hidden="true" className="h-4 w-4" />
      </button>
      {open && (
        <div
          id={menuId}
          className="z-50 mt-2 w-52 rounded-xl border border-gray-200 bg-white p-1 shadow-lg sm:absolute sm:right-0"
        >
          <p className="truncate px-3 py-2 text-xs text-gray-500">Signed in as {user.username}</p>
          <ul>
            {ACCOUNT_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={ITEM} onClick={() => setOpen(false)}>
                  {l.label}
                </Link>
              </li>
            ))}
            <li className="mt-1 border-t border-gray-100 pt-1">
              <button type="button" className={ITEM} onClick={() => void signOut()}>
                Sign Out
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
