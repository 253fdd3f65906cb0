import { randomBytes } from 'node:crypto';
import type { SetupState, SetupStep, StepStatus, SupplierInvite } from '@storefront/contract/dashboard-setup';
import { audit } from '../../platform/audit.ts';
import { dataChanged } from '../../platform/data-versions.ts';
import type { Mailer } from '../../platform/mail.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { requireRole } from '../../platform/session-user.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { assertUnique, insertUsers, sendSupplierInvitation, usersNamed } from '../auth/index.ts';
import { openStore, recordSetupStep, setupRow, type SetupRow } from '../tenant/index.ts';

function stateOf(row: SetupRow): SetupState {
  return {
    steps: row.setupSteps,
    live: row.openedAt !== null,
    opened_at: row.openedAt?.toISOString() ?? null,
  };
}

/** Admin only: the wizard's steps done or skipped, and whether the store is open (read fresh, not cached). */
export async function setupState(ctx: RequestContext): Promise<SetupState> {
  requireRole(ctx, 'admin');
  return stateOf(await ctx.db((tx) => setupRow(tx, ctx.tenant.id)));
}

/** Admin only: records a step as done or skipped (either may be changed later by walking it again). */
export async function markSetupStep(
  ctx: RequestContext,
  step: SetupStep,
  status: StepStatus,
): Promise<SetupState> {
  requireRole(ctx, 'admin');
  return stateOf(await ctx.db((tx) => recordSetupStep(tx, ctx.tenant.id, step, status)));
}

/**
 * Admin only: opens the store to shoppers (until then they see "Opening soon") and completes the wizard.
 * Going live twice keeps the first opening time.
 */
export async function goLive(ctx: RequestContext, onOpened: () => void): Promise<SetupState> {
  const user = requireRole(ctx, 'admin');
  const row = await ctx.db(async (tx) => {
    await dataChanged(tx, ctx.tenant.id, 'store');
    await audit(tx, ctx.tenant.id, user, 'store.go_live', 'store', {});
    return openStore(tx, ctx.tenant.id);
  });
  onOpened();
  return stateOf(row);
}

/** A free username from the e-mail's local part: `tom`, else `tom2`, `tom3` … */
async function freeUsername(ctx: RequestContext, email: string): Promise<string> {
  const base =
    email
      .split('@')[0]!
      .replace(/[^\w.+-]/g, '')
      .slice(0, 140) || 'supplier';
  const stem = (base.length >= 3 ? base : `${base}-supplier`).toLowerCase();
  const candidates = [stem, ...Array.from({ length: 50 }, (_, i) => `${stem}${i + 2}`)];
  const taken = new Set(
    (await ctx.db((tx) => usersNamed(tx, ctx.tenant.id, candidates))).map((u) => u.username),
  );
  return candidates.find((c) => !taken.has(c)) ?? `${stem}-${randomBytes(3).toString('hex')}`;
}

/**
 * Admin only: creates an approved supplier account for the address and mails its holder a link to choose a
 * password. An address that already has an account in this store is refused (409), never changed.
 */
export async function inviteSupplier(ctx: RequestContext, mailer: Mailer, body: SupplierInvite) {
  const admin = requireRole(ctx, 'admin');
  const username = await freeUsername(ctx, body.email);
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const supplier = await ctx.db(async (tx) => {
    await assertUnique(tx, ctx.tenant.id, { username, email: body.email });
    const [row] = await insertUsers(tx, ctx.tenant.id, [
      { username, email: body.email, passwordHash, role: 'supplier', supplierApprovedAt: new Date() },
    ]);
    await audit(tx, ctx.tenant.id, admin, 'supplier.invite', `user ${username}`, { email: body.email });
    return row!;
  });
  await sendSupplierInvitation(ctx, mailer, supplier);
  return {
    supplier: { id: supplier.id, username: supplier.username, email: supplier.email },
    message: `We have sent ${supplier.email} a link to choose a password.`,
  };
}
