import type { AuthUser, LoginInput, Message, RegisterInput } from '@storefront/contract/auth';
import { api, HttpError } from '../../lib/api';

export const login = (body: LoginInput) => api<AuthUser>('/api/auth/login/', { method: 'POST', body });
export const register = (body: RegisterInput) =>
  api<AuthUser>('/api/auth/register/', { method: 'POST', body });
export const logout = () => api<Message>('/api/auth/logout/', { method: 'POST' });
export const requestPasswordReset = (email: string) =>
  api<Message>('/api/auth/password-reset/', { method: 'POST', body: { email } });
export const confirmPasswordReset = (body: { token: string; password: string; password_confirm: string }) =>
  api<Message>('/api/auth/password-reset/confirm/', { method: 'POST', body });
export const verifyEmail = (token: string) =>
  api<Message>('/api/auth/verify-email/', { method: 'POST', body: { token } });
export const resendVerification = (email: string) =>
  api<Message>('/api/auth/resend-verification/', { method: 'POST', body: { email } });

/** Spec section 8: the server's error, else the screen's fallback; a failed fetch gets the network message. */
export function failureMessage(error: unknown, fallback: string, network: string): string {
  if (error instanceof HttpError) return typeof error.body.error === 'string' ? error.body.error : fallback;
  if (error instanceof TypeError) return network;
  return 'An unexpected error occurred. Please try again.';
}

/** The per-field messages of a 400/409 answer. */
export const serverFields = (error: unknown): Record<string, string> =>
  error instanceof HttpError ? (error.body.fields ?? {}) : {};
