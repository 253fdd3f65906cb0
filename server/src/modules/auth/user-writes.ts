import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { users, type UserRow } from './auth.tables.ts';

/** A new account's columns (a password hash, never a password); the store comes from the call. */
export type NewUser = Omit<typeof users.$inferInsert, 'tenantId' | 'id'>;
export type UserChanges = Partial<
  Pick<
    NewUser,
    | 'firstName'
    | 'lastName'
    | 'phone'
    | 'bio'
    | 'email'
    | 'emailVerifiedAt'
    | 'role'
    | 'passwordHash'
    | 'supplierApprovedAt'
  >
>;

/** Adds accounts as they are given (demo data and tests; sign-up goes through `createUser`). */
export async function insertUsers(tx: Transaction, tenantId: string, rows: NewUser[]): Promise<UserRow[]> {
  if (!rows.length) return [];
  return tx
    .insert(users)
    .values(rows.map((r) => ({ ...r, tenantId })))
    .returning();
}

/** Changes an account's fields; undefined when the store has no such user. */
export async function updateUser(
  tx: Transaction,
  tenantId: string,
  id: number,
  changes: UserChanges,
): Promise<UserRow | undefined> {
  const [row] = await tx
    .update(users)
    .set(changes)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id)))
    .returning();
  return row;
}

/** Approves a supplier's request to sell (kept from the first approval); undefined when no supplier asked. */
export async function approveSupplierRequest(
  tx: Transaction,
  tenantId: string,
  id: number,
): Promise<UserRow | undefined> {
  const [row] = await tx
    .update(users)
    .set({ supplierApprovedAt: sql`coalesce(${users.supplierApprovedAt}, now())` })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id), eq(users.role, 'supplier')))
    .returning();
  return row;
}
