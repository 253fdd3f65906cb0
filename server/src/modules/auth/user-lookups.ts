import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { users, type UserRow } from './auth.tables.ts';

/** The store's users with these usernames, oldest account first (seeds and tests name their users). */
export async function usersNamed(tx: Transaction, tenantId: string, usernames: string[]): Promise<UserRow[]> {
  if (!usernames.length) return [];
  return tx
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.username, usernames)))
    .orderBy(users.id);
}

/** The store's suppliers (role 'supplier'), oldest account first: the order demo stock is dealt in. */
export async function suppliersOf(
  tx: Transaction,
  tenantId: string,
): Promise<{ id: number; username: string }[]> {
  return tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.role, 'supplier')))
    .orderBy(users.id);
}

/** The addresses of the store's active admins: who hears of a request to sell. */
export async function adminAddresses(tx: Transaction, tenantId: string): Promise<string[]> {
  const rows = await tx
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.role, 'admin'), eq(users.isActive, true)));
  return rows.map((r) => r.email);
}
