import { describe, expect, it } from 'vitest';
import { canSubmitPasswordChange, passwordChangeError } from './password-change';

const v = (currentPassword: string, newPassword: string, confirmPassword: string) => ({
  currentPassword,
  newPassword,
  confirmPassword,
});

describe('password change rules', () => {
  it('keeps the button disabled until all three fields are filled', () => {
    expect(canSubmitPasswordChange(v('', 'new-password', 'new-password'))).toBe(false);
    expect(canSubmitPasswordChange(v('old', '', 'new-password'))).toBe(false);
    expect(canSubmitPasswordChange(v('old', 'new-password', ''))).toBe(false);
    expect(canSubmitPasswordChange(v('old', 'a', 'b'))).toBe(true);
  });

  it('asks for matching passwords first, then for 8 characters', () => {
    expect(passwordChangeError(v('old', 'new-password', 'new-passwore'))).toBe('New passwords do not match.');
    expect(passwordChangeError(v('old', 'short', 'short'))).toBe(
      'Password must be at least 8 characters long.',
    );
    expect(passwordChangeError(v('old', '12345678', '12345678'))).toBeNull();
  });
});
