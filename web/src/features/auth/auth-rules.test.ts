import { describe, expect, it } from 'vitest';
import { EmailRequestSchema, fieldErrors, LoginSchema, RegisterSchema } from '@storefront/contract/auth';
import { HttpError } from '../../lib/api';
import { failureMessage } from './auth-api';
import { placeAfterPasswordSet, safeReturnPath } from './use-return-to';

const errorsOf = (
  schema: typeof LoginSchema | typeof RegisterSchema | typeof EmailRequestSchema,
  v: unknown,
) => {
  const r = schema.safeParse(v);
  return r.success ? {} : fieldErrors(r.error);
};

describe('the forms’ rules (spec section 5), as the browser checks them', () => {
  it('login needs a username and a password', () => {
    expect(errorsOf(LoginSchema, { username: ' ', password: '' })).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
  });

  it('registration gives each field its message', () => {
    expect(
      errorsOf(RegisterSchema, {
        username: 'ab',
        email: 'x@',
        password: '1234567',
        password_confirm: '',
        terms_accepted: false,
      }),
    ).toEqual({
      username: 'Username must be at least 3 characters long',
      email: 'Please enter a valid email address',
      password: 'Password must be at least 8 characters long',
      password_confirm: 'Please confirm your password',
      terms_accepted: 'You must accept the terms and conditions',
    });
    expect(
      errorsOf(RegisterSchema, {
        username: 'abc',
        email: 'a@b.co',
        password: '12345678',
        password_confirm: '12345679',
        terms_accepted: true,
      }),
    ).toEqual({ password_confirm: 'Passwords do not match' });
  });

  it('reset and resend need a valid address', () => {
    expect(errorsOf(EmailRequestSchema, { email: '' })).toEqual({ email: 'Email is required' });
    expect(errorsOf(EmailRequestSchema, { email: 'no-at' })).toEqual({
      email: 'Please enter a valid email address',
    });
  });
});

describe('failure messages (spec section 8)', () => {
  it('prefer the server’s error, then the fallback, and name network problems', () => {
    expect(
      failureMessage(new HttpError(401, { error: 'Invalid username or password.' }), 'Login failed', 'net'),
    ).toBe('Invalid username or password.');
    expect(failureMessage(new HttpError(500, {}), 'Login failed', 'net')).toBe('Login failed');
    expect(
      failureMessage(new TypeError('Failed to fetch'), 'Login failed', 'Network error during login'),
    ).toBe('Network error during login');
    expect(failureMessage(new Error('boom'), 'Login failed', 'net')).toBe(
      'An unexpected error occurred. Please try again.',
    );
  });
});

describe('returning after sign-in', () => {
  it('goes back to a page of this site only', () => {
    expect(safeReturnPath('/account/wishlist')).toBe('/account/wishlist');
    expect(safeReturnPath('//evil.example/x')).toBe('/');
    expect(safeReturnPath('https://evil.example')).toBe('/');
    expect(safeReturnPath('/login')).toBe('/');
    expect(safeReturnPath(undefined)).toBe('/');
  });
});

describe('where a set password leads (the person is signed in)', () => {
  it('a new store’s admin to the setup wizard until it is live, the team to the dashboard, shoppers home', () => {
    expect(placeAfterPasswordSet('admin', true)).toBe('/dashboard/setup');
    expect(placeAfterPasswordSet('admin', false)).toBe('/dashboard');
    expect(placeAfterPasswordSet('staff', true)).toBe('/dashboard');
    expect(placeAfterPasswordSet('supplier', false)).toBe('/dashboard');
    expect(placeAfterPasswordSet('customer', false)).toBe('/');
  });
});
