import type { LoginInput, RegisterInput } from '@storefront/contract/auth';
import { authEndpoints } from '@storefront/contract/auth.endpoints';
import { call, HttpError } from '../../lib/api';

export const login = (body: LoginInput) => call(authEndpoints.login, { body });
export const register = (body: RegisterInput) => call(authEndpoints.register, { body });
export const logout = () => call(authEndpoints.logout);
export const requestPasswordReset = (email: string) =>
  call(authEndpoints.requestPasswordReset, { body: { email } });
export const confirmPasswordReset = (body: { token: string; password: string; password_confirm: string }) =>
  call(authEndpoints.confirmPasswordReset, { body });
export const verifyEmail = (token: string) => call(authEndpoints.verifyEmail, { body: { token } });
export const resendVerification = (email: string) =>
  call(authEndpoints.resendVerification, { body: { email } });

/** Spec section 8: the server's error, else the screen's fallback; a failed fetch gets the network message. */
export function failureMessage(error: unknown, fallback: string, network: string): string {
  if (error instanceof HttpError) return typeof error.body.error === 'string' ? error.body.error : fallback;
  if (error instanceof TypeError) return network;
  return 'An unexpected error occurred. Please try again.';
}

/** The per-field messages of a 400/409 answer. */
export const serverFields = (error: unknown): Record<string, string> =>
  error instanceof HttpError ? (error.body.fields ?? {}) : {};
