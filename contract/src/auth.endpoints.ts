import { endpoints } from './endpoint.ts';

/** Spec section 7, Authentication. */
// prettier-ignore
export const authEndpoints = endpoints('auth', {
  currentUser: ['GET /api/auth/user/profile/', { 200: 'AuthProfile' }],
  login: ['POST /api/auth/login/', { body: 'Login', 200: 'AuthUser' }],
  register: ['POST /api/auth/register/', { body: 'Register', 201: 'AuthUser' }],
  logout: ['POST /api/auth/logout/', { 200: 'Message' }],
  requestPasswordReset: ['POST /api/auth/password-reset/', { body: 'EmailRequest', 200: 'Message' }],
  confirmPasswordReset: ['POST /api/auth/password-reset/confirm/', { body: 'PasswordResetConfirm', 200: 'PasswordSet' }],
  verifyEmail: ['POST /api/auth/verify-email/', { body: 'Token', 200: 'Message' }],
  resendVerification: ['POST /api/auth/resend-verification/', { body: 'EmailRequest', 200: 'Message' }],
  userRole: ['GET /api/user-role/', { 200: 'UserRole' }],
});
