import { describe, expect, it } from 'vitest';
import { canSubmitPasswordChange, PasswordChangeFormSchema } from './password-change';

const v = (currentPassword: string, newPassword: string, confirmPassword: string) => ({
  currentPassword,
  newPassword,
  confirmPassword,
});

const messages = (values: ReturnType<typeof v>) =>
  PasswordChangeFormSchema.safeParse(values).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('password change rules', () => {
  it('keeps the button disabled until all three fields are filled', () => {
    expect(canSubmitPasswordChange(v('', 'new-password', 'new-password'))).toBe(false);
    expect(canSubmitPasswordChange(v('old', '', 'new-password'))).toBe(false);
    expect(canSubmitPasswordChange(v('old', 'new-password', ''))).toBe(false);
    expect(canSubmitPasswordChange(v('old', 'a', 'b'))).toBe(true);
  });

  it('asks for matching passwords and for 8 characters, under the field at fault', () => {
    expect(messages(v('old', 'new-password', 'new-passwore'))).toEqual([
      ['confirmPassword', 'New passwords do not match.'],
    ]);
    expect(messages(v('old', 'short', 'short'))).toEqual([
      ['newPassword', 'Password must be at least 8 characters long.'],
    ]);
    expect(messages(v('old', '12345678', '12345678'))).toEqual([]);
  });
});
