import type { Role } from '@storefront/contract/auth';
import { useLocation } from 'react-router';
import { sameOriginPath } from '../../lib/sign-in-intent';

/** A path of this site to return to after signing in; anything else (another origin, /login) gives home. */
export function safeReturnPath(from: unknown): string {
  const path = sameOriginPath(from);
  if (!path) return '/';
  return path.startsWith('/login') || path.startsWith('/register') ? '/' : path;
}

/**
 * Where to go after signing in: the page the user came from — router state `from`, or `?next=` for
 * links that must survive a reload (cart and checkout use it) — else home.
 */
export function useReturnTo(): string {
  const location = useLocation();
  const state = location.state as { from?: unknown } | null;
  return safeReturnPath(state?.from ?? new URLSearchParams(location.search).get('next'));
}

/** `?next=` for links between Sign In and Sign Up, so either returns to the same page. */
export const nextQuery = (returnTo: string) =>
  returnTo === '/' ? '' : `?next=${encodeURIComponent(returnTo)}`;

/**
 * Where a person goes once an e-mailed link set their password (they are signed in): a store's admin to the
 * setup wizard while the store is not live yet, the store's team and suppliers to the dashboard, others home.
 */
export function placeAfterPasswordSet(role: Role, openingSoon: boolean): string {
  if (role === 'admin' && openingSoon) return '/dashboard/setup';
  return role === 'customer' ? '/' : '/dashboard';
}
