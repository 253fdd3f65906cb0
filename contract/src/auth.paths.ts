import { at } from './endpoint.ts';

/** Spec section 7, Authentication: where each call goes (zod-free, the web bundles this). */
export const authPaths = {
  currentUser: at('GET', '/api/auth/user/profile/'),
  login: at('POST', '/api/auth/login/'),
  register: at('POST', '/api/auth/register/'),
  logout: at('POST', '/api/auth/logout/'),
  requestPasswordReset: at('POST', '/api/auth/password-reset/'),
  confirmPasswordReset: at('POST', '/api/auth/password-reset/confirm/'),
  verifyEmail: at('POST', '/api/auth/verify-email/'),
  resendVerification: at('POST', '/api/auth/resend-verification/'),
  userRole: at('GET', '/api/user-role/'),
};
