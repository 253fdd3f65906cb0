import { useLocation } from 'react-router';

/** A path of this site to return to after signing in; anything else (another origin, /login) gives home. */
export function safeReturnPath(from: unknown): string {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return '/';
  return from.startsWith('/login') ? '/' : from;
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
