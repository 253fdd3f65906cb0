import { and, eq } from 'drizzle-orm';
import { DEFAULT_SETTINGS, type ProfileUpdate, type Settings } from '@storefront/contract/account';
import type { UserProfile } from '@storefront/contract/auth';
import { BadRequest, Forbidden } from '../../platform/errors.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { requireUser } from '../../platform/session-user.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import {
  assertUnique,
  endOtherSessions,
  toProfile,
  updateUser,
  userById,
  type UserRow,
} from '../auth/index.ts';
import { userSettings } from './account.tables.ts';

/** The signed-in user's profile. */
export async function getProfile(ctx: RequestContext): Promise<UserProfile> {
  const me = requireUser(ctx);
  return toProfile(await ctx.db((tx) => userById(tx, ctx.tenant.id, me.id)));
}

/**
 * Saves profile edits. Account Type moves between customer and supplier only: staff and admin
 * accounts keep theirs, and choosing supplier is a request that a store admin approves (until then nothing
 * the account creates is shown to shoppers). A new e-mail address must be unused in the store and is
 * unverified again.
 * Nothing to change (`{}`) changes nothing.
 */
export async function updateProfile(
  ctx: RequestContext,
  input: ProfileUpdate,
): Promise<{ user: UserRow; emailChanged: boolean; supplierRequested: boolean }> {
  const me = requireUser(ctx);
  return ctx.db(async (tx) => {
    const current = await userById(tx, ctx.tenant.id, me.id);
    const roleChanges = input.role !== undefined && input.role !== current.role;
    if (roleChanges && (current.role === 'staff' || current.role === 'admin'))
      throw new Forbidden('Staff and admin accounts cannot change their account type.');
    const emailChanged =
      input.email !== undefined && input.email.toLowerCase() !== current.email.toLowerCase();
    if (emailChanged) await assertUnique(tx, ctx.tenant.id, { email: input.email }, me.id);
    const changes = {
      ...(input.first_name !== undefined && { firstName: input.first_name }),
      ...(input.last_name !== undefined && { lastName: input.last_name }),
      ...(input.phone !== undefined && { phone: input.phone }),
      ...(input.bio !== undefined && { bio: input.bio }),
      ...(input.email !== undefined && { email: input.email }),
      ...(emailChanged && { emailVerifiedAt: null }),
      ...(roleChanges && { role: input.role, supplierApprovedAt: null }),
    };
    // An empty PATCH is a no-op answering the current profile (as PATCH of a product is).
    if (Object.keys(changes).length === 0)
      return { user: current, emailChanged: false, supplierRequested: false };
    const user = await updateUser(tx, ctx.tenant.id, me.id, changes);
    return { user: user!, emailChanged, supplierRequested: roleChanges && input.role === 'supplier' };
  });
}

/** The user's notification and privacy settings; defaults until first saved. */
export async function getSettings(ctx: RequestContext): Promise<Settings> {
  const me = requireUser(ctx);
  const [row] = await ctx.db((tx) =>
    tx
      .select()
      .from(userSettings)
      .where(and(eq(userSettings.tenantId, ctx.tenant.id), eq(userSettings.userId, me.id))),
  );
  if (!row) return DEFAULT_SETTINGS;
  const { tenantId: _t, userId: _u, updatedAt: _d, ...settings } = row;
  return settings;
}

/** Replaces the user's settings as a whole (PUT). */
export async function saveSettings(ctx: RequestContext, settings: Settings): Promise<Settings> {
  const me = requireUser(ctx);
  await ctx.db((tx) =>
    tx
      .insert(userSettings)
      .values({ tenantId: ctx.tenant.id, userId: me.id, ...settings })
      .onConflictDoUpdate({
        target: [userSettings.tenantId, userSettings.userId],
        set: { ...settings, updatedAt: new Date() },
      }),
  );
  return settings;
}

/** Changes the password after checking the current one, and signs out every other browser of the user. */
export async function changePassword(
  ctx: RequestContext,
  currentPassword: string,
  newPassword: string,
  sessionToken: string | undefined,
): Promise<void> {
  const me = requireUser(ctx);
  const user = await ctx.db((tx) => userById(tx, ctx.tenant.id, me.id));
  if (!(await verifyPassword(user.passwordHash, currentPassword)))
    throw new BadRequest('Current password is incorrect.', {
      currentPassword: 'Current password is incorrect.',
    });
  const passwordHash = await hashPassword(newPassword);
  await ctx.db(async (tx) => {
    await updateUser(tx, ctx.tenant.id, me.id, { passwordHash });
    await endOtherSessions(tx, ctx.tenant.id, me.id, sessionToken);
  });
}
