import { and, eq, isNull } from 'drizzle-orm';
import type { UserRow } from './auth.tables.ts';
import { BadRequest } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import { hashPassword } from '../../platform/passwords.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { users } from './auth.tables.ts';
import { consumeToken, issueToken } from './auth-tokens.ts';
import { findByEmail } from './auth.service.ts';
import { endOtherSessions } from './sessions.ts';

export const RESET_SENT_MESSAGE =
  'If an account exists for that email address, we have sent a link to reset its password.';
export const VERIFICATION_SENT_MESSAGE =
  'If an unverified account exists for that email address, we have sent a new verification link.';

/** Mails a verification link for `user` that opens on the store's primary domain. */
export async function sendVerification(ctx: RequestContext, mailer: Mailer, user: UserRow) {
  const token = await ctx.db((tx) => issueToken(tx, ctx.tenant.id, user.id, 'verify_email'));
  await mailer.send(ctx, {
    to: user.email,
    subject: `Verify your email address for ${ctx.tenant.name}`,
    text: `Hello ${user.firstName || user.username},\n\nPlease confirm your email address by opening this link:\n${mailer.link(ctx.tenant, `/verify-email?token=${token}`)}\n\nThe link works once and expires in 48 hours.`,
  });
}

/** Tells the owner of an address that someone tried to register with it (the answer to them hid it). */
export async function sendRegistrationNotice(ctx: RequestContext, mailer: Mailer, owner: UserRow) {
  await mailer.send(ctx, {
    to: owner.email,
    subject: `Someone tried to register with your email address at ${ctx.tenant.name}`,
    text: `Hello ${owner.firstName || owner.username},\n\nSomeone tried to create a new account at ${ctx.tenant.name} with this email address, which already belongs to your account (username: ${owner.username}). No new account was created.\n\nIf it was you, sign in, or reset your password here:\n${mailer.link(ctx.tenant, '/password-reset')}\n\nIf it was not you, you can ignore this message.`,
  });
}

/** Marks the e-mail of the token's user verified; the token works once. */
export async function verifyEmail(ctx: RequestContext, token: string): Promise<void> {
  await ctx.db(async (tx) => {
    const userId = await consumeToken(tx, ctx.tenant.id, token, 'verify_email');
    if (userId === null) throw new BadRequest('This verification link is invalid or has expired.');
    await tx
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(and(eq(users.tenantId, ctx.tenant.id), eq(users.id, userId), isNull(users.emailVerifiedAt)));
  });
}

/** Sends a new verification link when the address belongs to an unverified user; silent otherwise (run in the background, as a reset). */
export async function resendVerification(ctx: RequestContext, mailer: Mailer, email: string) {
  const user = await ctx.db((tx) => findByEmail(tx, ctx.tenant.id, email));
  if (user && !user.emailVerifiedAt) await sendVerification(ctx, mailer, user);
}

/**
 * Mails a one-hour, single-use reset link when the address is known. Callers run it in the background
 * and answer the same at once, so neither the answer nor its timing tells whether the address is known.
 */
export async function requestPasswordReset(ctx: RequestContext, mailer: Mailer, email: string) {
  const user = await ctx.db((tx) => findByEmail(tx, ctx.tenant.id, email));
  if (!user) return;
  const token = await ctx.db((tx) => issueToken(tx, ctx.tenant.id, user.id, 'password_reset'));
  await mailer.send(ctx, {
    to: user.email,
    subject: `Reset your password for ${ctx.tenant.name}`,
    text: `Hello ${user.firstName || user.username},\n\nSomeone asked to reset the password of your account. To choose a new one, open:\n${mailer.link(ctx.tenant, `/password-reset/confirm?token=${token}`)}\n\nThe link works once and expires in one hour. If you did not ask for it, ignore this message.`,
  });
}

/** Sets a new password from a reset token, proves the e-mail, and signs every browser of the user out. */
export async function confirmPasswordReset(
  ctx: RequestContext,
  token: string,
  password: string,
): Promise<number> {
  const passwordHash = await hashPassword(password);
  return ctx.db(async (tx) => {
    const userId = await consumeToken(tx, ctx.tenant.id, token, 'password_reset');
    if (userId === null) throw new BadRequest('This password reset link is invalid or has expired.');
    const [user] = await tx
      .select({ verified: users.emailVerifiedAt })
      .from(users)
      .where(and(eq(users.tenantId, ctx.tenant.id), eq(users.id, userId)));
    await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: user?.verified ?? new Date() })
      .where(and(eq(users.tenantId, ctx.tenant.id), eq(users.id, userId)));
    await endOtherSessions(tx, ctx.tenant.id, userId);
    return userId;
  });
}

/** A new store owner's set-password link works for 7 days (a reset link, one hour). */
export const OWNER_LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Mails the owner of a new store a one-time link to choose a password (a password-reset token that lives 7
 * days, on the store's primary domain); answers the link, which the CLI and the console also show.
 */
export async function sendOwnerWelcome(ctx: RequestContext, mailer: Mailer, owner: UserRow): Promise<string> {
  const token = await ctx.db((tx) =>
    issueToken(tx, ctx.tenant.id, owner.id, 'password_reset', OWNER_LINK_LIFETIME_MS),
  );
  const link = mailer.link(ctx.tenant, `/password-reset/confirm?token=${token}`);
  await mailer.send(ctx, {
    to: owner.email,
    subject: `Your store ${ctx.tenant.name} is ready`,
    text: `Hello ${owner.username},\n\nYour store ${ctx.tenant.name} is ready at ${mailer.link(ctx.tenant, '/')} and you are its admin (username: ${owner.username}).\n\nChoose your password here:\n${link}\n\nThe link works once and expires in 7 days. Afterwards, use "Forgot password" on the sign-in page.`,
  });
  return link;
}

/**
 * Mails a supplier the store's admin invited a one-time link (7 days) to choose a password; answers the
 * link. The account exists already, approved to sell.
 */
export async function sendSupplierInvitation(
  ctx: RequestContext,
  mailer: Mailer,
  supplier: UserRow,
): Promise<string> {
  const token = await ctx.db((tx) =>
    issueToken(tx, ctx.tenant.id, supplier.id, 'password_reset', OWNER_LINK_LIFETIME_MS),
  );
  const link = mailer.link(ctx.tenant, `/password-reset/confirm?token=${token}`);
  await mailer.send(ctx, {
    to: supplier.email,
    subject: `You are invited to sell at ${ctx.tenant.name}`,
    text: `Hello ${supplier.username},\n\n${ctx.tenant.name} (${mailer.link(ctx.tenant, '/')}) has invited you to sell your cards there as a supplier (username: ${supplier.username}).\n\nChoose your password here:\n${link}\n\nThe link works once and expires in 7 days. Afterwards, use "Forgot password" on the sign-in page.`,
  });
  return link;
}
