import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { Address, AddressInputSchema } from '@storefront/contract/account';
import type { z } from 'zod';
import type { Transaction } from '../../db/client.ts';
import { NotFound } from '../../platform/errors.ts';
import { requireUser } from '../../platform/session-user.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { addresses } from './account.tables.ts';

type AddressFields = z.output<typeof AddressInputSchema>;
type AddressRow = typeof addresses.$inferSelect;

const toAddress = ({ tenantId: _t, userId: _u, createdAt: _c, ...a }: AddressRow): Address => a;

const mine = (ctx: RequestContext, userId: number) =>
  and(eq(addresses.tenantId, ctx.tenant.id), eq(addresses.userId, userId));

async function clearDefault(tx: Transaction, ctx: RequestContext, userId: number, exceptId = 0) {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(mine(ctx, userId), eq(addresses.isDefault, true), ne(addresses.id, exceptId)));
}

/** The signed-in user's address book, default first. */
export async function listAddresses(ctx: RequestContext): Promise<Address[]> {
  const me = requireUser(ctx);
  const rows = await ctx.db((tx) =>
    tx.select().from(addresses).where(mine(ctx, me.id)).orderBy(desc(addresses.isDefault), asc(addresses.id)),
  );
  return rows.map(toAddress);
}

/** Adds an address; the first one, or one marked default, becomes the only default. */
export async function createAddress(ctx: RequestContext, input: AddressFields): Promise<Address> {
  const me = requireUser(ctx);
  return ctx.db(async (tx) => {
    const [existing] = await tx.select({ id: addresses.id }).from(addresses).where(mine(ctx, me.id)).limit(1);
    const isDefault = input.isDefault || !existing;
    if (isDefault) await clearDefault(tx, ctx, me.id);
    const [row] = await tx
      .insert(addresses)
      .values({ ...input, isDefault, tenantId: ctx.tenant.id, userId: me.id })
      .returning();
    return toAddress(row!);
  });
}

/** Replaces one of the user's addresses; another user's address is not found (404). */
export async function updateAddress(ctx: RequestContext, id: number, input: AddressFields): Promise<Address> {
  const me = requireUser(ctx);
  return ctx.db(async (tx) => {
    if (input.isDefault) await clearDefault(tx, ctx, me.id, id);
    const [row] = await tx
      .update(addresses)
      .set(input)
      .where(and(mine(ctx, me.id), eq(addresses.id, id)))
      .returning();
    if (!row) throw new NotFound('Address not found');
    return toAddress(row);
  });
}

/** Deletes one of the user's addresses; when it was the default, the oldest remaining one takes over. */
export async function deleteAddress(ctx: RequestContext, id: number): Promise<void> {
  const me = requireUser(ctx);
  await ctx.db(async (tx) => {
    const [row] = await tx
      .delete(addresses)
      .where(and(mine(ctx, me.id), eq(addresses.id, id)))
      .returning();
    if (!row) throw new NotFound('Address not found');
    if (!row.isDefault) return;
    const [next] = await tx
      .select()
      .from(addresses)
      .where(mine(ctx, me.id))
      .orderBy(asc(addresses.id))
      .limit(1);
    if (next)
      await tx
        .update(addresses)
        .set({ isDefault: true })
        .where(and(mine(ctx, me.id), eq(addresses.id, next.id)));
  });
}
