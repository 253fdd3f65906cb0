import { queryOptions, useMutation } from '@tanstack/react-query';
import type { Signup } from '@storefront/contract/platform-admin';
import { platformAdminEndpoints } from '@storefront/contract/platform-admin.endpoints';
import { call } from '../../lib/api';

/** Signup is open (answers where stores live), or null when PLATFORM_SIGNUP=off (a 404). */
export const signupInfoQuery = queryOptions({
  queryKey: ['platform', 'signup'],
  queryFn: () => call(platformAdminEndpoints.signupInfo).catch(() => null),
  retry: false,
});

export function useSignup() {
  return useMutation({ mutationFn: (body: Signup) => call(platformAdminEndpoints.signup, { body }) });
}

export function useConfirmSignup() {
  return useMutation({
    mutationFn: (token: string) => call(platformAdminEndpoints.confirmSignup, { body: { token } }),
  });
}
