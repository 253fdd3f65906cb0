import { ChangePasswordSchema } from '@storefront/contract/account';
import { z } from 'zod';

/** Spec section 5, Password change: the contract's body plus a confirmation that must match. */
export const PasswordChangeFormSchema = ChangePasswordSchema.extend({ confirmPassword: z.string() }).refine(
  (v) => v.newPassword === v.confirmPassword,
  { path: ['confirmPassword'], message: 'New passwords do not match.' },
);
export type PasswordChangeValues = z.input<typeof PasswordChangeFormSchema>;

/** Spec section 5: the button works only when all three fields are filled. */
export const canSubmitPasswordChange = (v: PasswordChangeValues) =>
  Boolean(v.currentPassword && v.newPassword && v.confirmPassword);
