import { MIN_PASSWORD_LENGTH } from '@storefront/contract/auth';

export interface PasswordChangeValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Spec section 5: the button works only when all three fields are filled. */
export const canSubmitPasswordChange = (v: PasswordChangeValues) =>
  Boolean(v.currentPassword && v.newPassword && v.confirmPassword);

/** Spec section 5, Password change: the first broken rule's message, or null. */
export function passwordChangeError(v: PasswordChangeValues): string | null {
  if (v.newPassword !== v.confirmPassword) return 'New passwords do not match.';
  if (v.newPassword.length < MIN_PASSWORD_LENGTH) return 'Password must be at least 8 characters long.';
  return null;
}
