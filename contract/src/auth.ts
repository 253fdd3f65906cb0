import { z } from 'zod';
import { text } from './common.ts';

export const ROLES = ['customer', 'supplier', 'staff', 'admin'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

/** Spec section 9. */
export const MIN_USERNAME_LENGTH = 3;
export const MIN_PASSWORD_LENGTH = 8;

/** Spec section 5: an e-mail address that is required and valid, with the screen's messages. */
export const requiredEmail = (
  required = 'Email is required',
  invalid = 'Please enter a valid email address',
) => text({ error: required }).trim().min(1, required).max(254, invalid).pipe(z.email(invalid));

const password = (message: string) =>
  text({ error: message }).min(MIN_PASSWORD_LENGTH, message).max(200, 'Password is too long');

/** A signed-in user as GET /api/auth/user/profile/ and /api/user/profile/ answer it (spec section 3). */
/** A supplier account is 'pending' from its request to sell until a store admin approves it. */
export const SupplierStatusSchema = z.enum(['pending', 'approved']);
export type SupplierStatus = z.infer<typeof SupplierStatusSchema>;

export const UserProfileSchema = z.object({
  is_authenticated: z.literal(true),
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  avatar: z.string().nullable(),
  phone: z.string(),
  bio: z.string(),
  is_supplier: z.boolean(),
  /** A supplier's standing: 'pending' until a store admin approves the request to sell. */
  supplier_status: SupplierStatusSchema.nullable(),
  role: RoleSchema,
  email_verified: z.boolean(),
  date_joined: z.string(),
});
export type UserProfile = z.infer<typeof UserProfileSchema>;

export const SignedOutSchema = z.object({ is_authenticated: z.literal(false) });

/** GET /api/auth/user/profile/: always 200, `is_authenticated: false` when signed out. */
export const AuthProfileSchema = z.union([UserProfileSchema, SignedOutSchema]);
export type AuthProfile = z.infer<typeof AuthProfileSchema>;

/** POST /api/auth/login/: `username` may also be the e-mail address. */
export const LoginSchema = z.object({
  username: text({ error: 'Username is required' }).trim().min(1, 'Username is required').max(254),
  password: text({ error: 'Password is required' }).min(1, 'Password is required').max(200),
  remember_me: z.boolean().default(false),
});
export type LoginInput = z.input<typeof LoginSchema>;

const USERNAME_MESSAGE = 'Username must be at least 3 characters long';

/** POST /api/auth/register/ (spec sections 3 and 5). */
export const RegisterSchema = z
  .object({
    username: text({ error: USERNAME_MESSAGE })
      .trim()
      .min(MIN_USERNAME_LENGTH, USERNAME_MESSAGE)
      .max(150, 'Username must be at most 150 characters long')
      .regex(/^[\w.@+-]+$/, 'Username may contain only letters, numbers and @ . + - _'),
    // Registration has one message for a missing and a malformed address (spec section 5).
    email: requiredEmail('Please enter a valid email address'),
    password: password('Password must be at least 8 characters long'),
    password_confirm: text({ error: 'Please confirm your password' }).min(1, 'Please confirm your password'),
    first_name: text().trim().max(150).default(''),
    last_name: text().trim().max(150).default(''),
    terms_accepted: z.literal(true, { error: 'You must accept the terms and conditions' }),
  })
  .refine((v) => !v.password_confirm || v.password === v.password_confirm, {
    path: ['password_confirm'],
    message: 'Passwords do not match',
  });
export type RegisterInput = z.input<typeof RegisterSchema>;

/** The answer of login and registration. */
export const AuthUserSchema = z.object({ user: UserProfileSchema });
export type AuthUser = z.infer<typeof AuthUserSchema>;

/** POST /api/auth/password-reset/ and /api/auth/resend-verification/ */
export const EmailRequestSchema = z.object({ email: requiredEmail() });
export type EmailRequest = z.infer<typeof EmailRequestSchema>;

/** POST /api/auth/verify-email/ */
export const TokenSchema = z.object({
  token: text({ error: 'Token is required' }).trim().min(1, 'Token is required').max(200),
});

/** POST /api/auth/password-reset/confirm/: the new password for the emailed token. */
export const PasswordResetConfirmSchema = z
  .object({
    token: text({ error: 'Token is required' }).trim().min(1, 'Token is required').max(200),
    password: password('Password must be at least 8 characters long'),
    password_confirm: text({ error: 'Please confirm your password' }).min(1, 'Please confirm your password'),
  })
  .refine((v) => !v.password_confirm || v.password === v.password_confirm, {
    path: ['password_confirm'],
    message: 'Passwords do not match',
  });
export type PasswordResetConfirm = z.infer<typeof PasswordResetConfirmSchema>;

export const MessageSchema = z.object({ message: z.string() });
export type Message = z.infer<typeof MessageSchema>;

/** POST /api/auth/password-reset/confirm/ answers: the message and the user, now signed in. */
export const PasswordSetSchema = MessageSchema.extend({ user: UserProfileSchema });
export type PasswordSet = z.infer<typeof PasswordSetSchema>;

/** GET /api/user-role/ */
export const UserRoleSchema = z.object({ role: RoleSchema });
export type UserRole = z.infer<typeof UserRoleSchema>;

/** The first message of each field of a failed parse, as the server's `fields` answer has it. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || 'non_field_errors';
    fields[key] ??= issue.message;
  }
  return fields;
}
