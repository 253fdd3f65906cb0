import { useLocation } from 'react-router';

/** Where to go after signing in: the page the user came from (router state `from`), else home. */
export function useReturnTo(): string {
  const state = useLocation().state as { from?: unknown } | null;
  const from = typeof state?.from === 'string' ? state.from : '/';
  // Only paths of this site, never another origin (`//evil.example`).
  return from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/login') ? from : '/';
}
