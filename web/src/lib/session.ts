import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthProfile, UserProfile } from '@storefront/contract/auth';
import { api } from './api';

/**
 * Spec section 4, Authentication: the profile check decides signed-in or signed-out, and a non-OK
 * answer (or a network failure) counts as signed out.
 */
export async function fetchCurrentUser(): Promise<AuthProfile> {
  try {
    return await api<AuthProfile>('/api/auth/user/profile/');
  } catch {
    return { is_authenticated: false };
  }
}

/** Shared by every feature that needs the signed-in user (cart, catalogue, dashboard, account). */
export const currentUserQuery = queryOptions({
  queryKey: ['auth', 'profile'],
  queryFn: fetchCurrentUser,
  staleTime: 60_000,
});

export interface CurrentUser {
  /** The signed-in user, or null when signed out or still loading. */
  user: UserProfile | null;
  isLoading: boolean;
  isAuthenticated: boolean;
}

export function useCurrentUser(): CurrentUser {
  const { data, isPending } = useQuery(currentUserQuery);
  const user = data?.is_authenticated ? data : null;
  return { user, isLoading: isPending, isAuthenticated: user !== null };
}
