import { queryOptions, useMutation } from '@tanstack/react-query';
import type { Signup } from '@storefront/contract/platform';
import { platformPaths } from '@storefront/contract/platform.paths';
import { call } from '../../lib/api';

/** Signup is open (answers where stores live), or null when PLATFORM_SIGNUP=off (a 404). */
export const signupInfoQuery = queryOptions({
  queryKey: ['platform', 'signup'],
  queryFn: () => call(platformPaths.signupInfo).catch(() => null),
  retry: false,
});

export function useSignup() {
  return useMutation({ mutationFn: (body: Signup) => call(platformPaths.signup, { body }) });
}

export function useConfirmSignup() {
  return useMutation({
    mutationFn: (token: string) => call(platformPaths.confirmSignup, { body: { token } }),
  });
}
