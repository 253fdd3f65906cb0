import { queryOptions, useMutation } from '@tanstack/react-query';
import type { Signup } from '@storefront/contract/platform';
import { platformEndpoints } from '@storefront/contract/platform.endpoints';
import { call } from '../../lib/api';

/** Signup is open (answers where stores live), or null when PLATFORM_SIGNUP=off (a 404). */
export const signupInfoQuery = queryOptions({
  queryKey: ['platform', 'signup'],
  queryFn: () => call(platformEndpoints.signupInfo).catch(() => null),
  retry: false,
});

export function useSignup() {
  return useMutation({ mutationFn: (body: Signup) => call(platformEndpoints.signup, { body }) });
}

export function useConfirmSignup() {
  return useMutation({
    mutationFn: (token: string) => call(platformEndpoints.confirmSignup, { body: { token } }),
  });
}
