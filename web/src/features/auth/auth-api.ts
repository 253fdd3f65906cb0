import type { LoginInput, RegisterInput } from '@storefront/contract/auth';
import { authPaths } from '@storefront/contract/auth.paths';
import { call, HttpError } from '../../lib/api';

export const login = (body: LoginInput) => call(authPaths.login, { body });
export const register = (body: RegisterInput) => call(authPaths.register, { body });
export const logout = () => call(authPaths.logout);
export const requestPasswordReset = (email: string) =>
  call(authPaths.requestPasswordReset, { body: { email } });
export const confirmPasswordReset = (body: { token: string; password: string; password_confirm: string }) =>
  call(authPaths.confirmPasswordReset, { body });
export const verifyEmail = (token: string) => call(authPaths.verifyEmail, { body: { token } });
export const resendVerification = (email: string) => call(authPaths.resendVerification, { body: { email } });

/** Spec section 8: the server's error, else the screen's fallback; a failed fetch gets the network message. */
export function failureMessage(error: unknown, fallback: string, network: string): string {
  if (error instanceof HttpError) return typeof error.body.error === 'string' ? error.body.error : fallback;
  if (error instanceof TypeError) return network;
  return 'An unexpected error occurred. Please try again.';
}

/** The per-field messages of a 400/409 answer. */
export const serverFields = (error: unknown): Record<string, string> =>
  error instanceof HttpError ? (error.body.fields ?? {}) : {};
