import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

export const authRoutes: RouteObject[] = [
  lazyPage('login', () => import('./pages/LoginPage')),
  lazyPage('register', () => import('./pages/RegisterPage')),
  lazyPage('password-reset', () => import('./pages/PasswordResetPage')),
  lazyPage('password-reset/confirm', () => import('./pages/PasswordResetConfirmPage')),
  lazyPage('verify-email', () => import('./pages/VerifyEmailPage')),
];
