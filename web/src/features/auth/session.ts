import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthProfile, Role, UserProfile } from '@storefront/contract/auth';
import { authEndpoints } from '@storefront/contract/auth.endpoints';
import { call, callUrl, resetCsrfToken } from '../../lib/api';
import { bootAnswer } from '../../lib/boot-answers';
import type { RoleAccess } from '../../ui/ManageFrame';

/**
 * Spec section 4, Authentication: the profile check decides signed-in or signed-out, and a non-OK
 * answer (or a network failure) counts as signed out.
 */
export async function fetchCurrentUser(): Promise<AuthProfile> {
  try {
    return await call(authEndpoints.currentUser);
  } catch {
    return { is_authenticated: false };
  }
}

/** Shared by every feature that needs the signed-in user (cart, catalogue, dashboard, account). */
export const currentUserQuery = queryOptions({
  queryKey: ['auth', 'profile'],
  queryFn: fetchCurrentUser,
  // The page's HTML carries it (decision 030): the header does not render again when it arrives.
  initialData: bootAnswer<AuthProfile>(callUrl(authEndpoints.currentUser)),
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

const keepsAcrossSignIn = (key: readonly unknown[]) => key[0] === 'tenant' || key[0] === 'auth';

/** After sign-in or registration: the new user everywhere, a fresh CSRF token, and every user-specific query refetched. */
export function applySignIn(queryClient: QueryClient, user: UserProfile): void {
  resetCsrfToken();
  queryClient.setQueryData(currentUserQuery.queryKey, user);
  void queryClient.invalidateQueries({ predicate: (q) => !keepsAcrossSignIn(q.queryKey) });
}

/** After sign-out: no user, a fresh CSRF token, and no cached data of the previous user. */
export function applySignOut(queryClient: QueryClient): void {
  resetCsrfToken();
  queryClient.removeQueries({ predicate: (q) => !keepsAcrossSignIn(q.queryKey) });
  queryClient.setQueryData(currentUserQuery.queryKey, { is_authenticated: false });
}

/** Whether the signed-in user holds one of `roles`, for a management screen (`ManageFrame`). */
export function useRoleAccess(roles: readonly Role[]): RoleAccess {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return 'loading';
  if (!user) return 'signed-out';
  return roles.includes(user.role) ? 'allowed' : 'forbidden';
}
