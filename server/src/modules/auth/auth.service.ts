import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { RegisterSchema, SupplierStatus, UserProfile } from '@storefront/contract/auth';
import type { z } from 'zod';
import { queryRows, type Transaction } from '../../db/client.ts';
import { Conflict, NotFound, Unauthorized } from '../../platform/errors.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { users, type UserRow } from './auth.tables.ts';
import { accountThrottleKey, identifierThrottleKey, type SignInLimiter } from './sign-in-throttle.ts';

/** A supplier's standing, null for other roles: approved once a store admin said so. */
export function supplierStatus(user: Pick<UserRow, 'role' | 'supplierApprovedAt'>): SupplierStatus | null {
  if (user.role !== 'supplier') return null;
  return user.supplierApprovedAt ? 'approved' : 'pending';
}

/** The profile fields of spec section 3 for a user row. */
export function toProfile(user: UserRow): UserProfile {
  return {
    is_authenticated: true,
    id: user.id,
    username: user.username,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    avatar: user.avatar,
    phone: user.phone,
    bio: user.bio,
    is_supplier: user.role === 'supplier',
    supplier_status: supplierStatus(user),
    role: user.role,
    email_verified: user.emailVerifiedAt !== null,
    date_joined: user.dateJoined.toISOString(),
  };
}

const sameText = (column: typeof users.username | typeof users.email, value: string) =>
  sql`lower(${column}) = lower(${value})`;

/**
 * The active users of this store with that username or e-mail address (case-insensitive): at most
 * two, when one user's username is another's address; the username's owner comes first.
 */
function findByLogin(tx: Transaction, tenantId: string, login: string) {
  return tx
    .select()
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(users.isActive, true),
        or(sameText(users.username, login), sameText(users.email, login)),
      ),
    )
    .orderBy(desc(sameText(users.username, login)))
    .limit(2);
}

/** The active user of this store with that e-mail address, or null. */
export async function findByEmail(tx: Transaction, tenantId: string, email: string) {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.isActive, true), sameText(users.email, email)));
  return row ?? null;
}

let dummyHash: Promise<string> | null = null;

/**
 * Signs in by username or e-mail. Failures are throttled per account (username and e-mail share one
 * count), or per identifier when it names no account. An unknown user costs the same hashing time as
 * a wrong password and gets the same answer, so neither timing nor wording tells which accounts exist.
 */
export async function authenticate(
  ctx: RequestContext,
  login: string,
  password: string,
  throttle: SignInLimiter,
): Promise<UserRow> {
  const candidates = await ctx.db((tx) => findByLogin(tx, ctx.tenant.id, login));
  const keys = candidates.length
    ? candidates.map((user) => accountThrottleKey(ctx.tenant.id, user.id))
    : [identifierThrottleKey(ctx.tenant.id, login)];
  await throttle.check(keys);
  dummyHash ??= hashPassword('not-a-real-password');
  if (candidates.length === 0) await verifyPassword(await dummyHash, password);
  for (const user of candidates) {
    if (await verifyPassword(user.passwordHash, password)) {
      await throttle.succeed(keys);
      return user;
    }
  }
  await throttle.fail(keys);
  throw new Unauthorized('Invalid username or password.');
}

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

type Registration = z.output<typeof RegisterSchema>;

/** Username and e-mail must be new in this store (case-insensitive); answers the 409 fields otherwise. */
export async function assertUnique(
  tx: Transaction,
  tenantId: string,
  { username, email }: { username?: string; email?: string },
  exceptUserId?: number,
): Promise<void> {
  const fields: Record<string, string> = {};
  const taken = async (column: typeof users.username | typeof users.email, value: string) => {
    const rows = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), sameText(column, value)));
    return rows.some((r) => r.id !== exceptUserId);
  };
  if (username && (await taken(users.username, username)))
    fields.username = 'A user with that username already exists.';
  if (email && (await taken(users.email, email))) fields.email = 'A user with that email already exists.';
  const first = Object.values(fields)[0];
  if (first) throw new Conflict(first, fields);
}

/** What a registration did: a new account, or nothing because the e-mail address has an owner. */
export type RegistrationOutcome =
  { created: true; user: UserRow } | { created: false; owner: UserRow; lookalike: UserProfile };

/** The user of this store with that e-mail address, active or not (the address is unique either way). */
async function ownerOfEmail(tx: Transaction, tenantId: string, email: string) {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), sameText(users.email, email)));
  return row ?? null;
}

/** The profile a new account of `input` would have had, with the id the next account takes. */
async function lookalikeProfile(tx: Transaction, input: Registration): Promise<UserProfile> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select nextval(pg_get_serial_sequence('users', 'id'))::int as id`,
  );
  return {
    is_authenticated: true,
    id: Number(rows[0]?.id ?? 0),
    username: input.username,
    email: input.email,
    first_name: input.first_name ?? '',
    last_name: input.last_name ?? '',
    avatar: null,
    phone: '',
    bio: '',
    is_supplier: false,
    supplier_status: null,
    role: 'customer',
    email_verified: false,
    date_joined: new Date().toISOString(),
  };
}

/**
 * Creates a customer account; its e-mail stays unverified until the link is opened. A taken username
 * is a 409 (usernames are shown publicly); a taken e-mail address creates nothing but answers a
 * lookalike of a new account, after the same hashing work, so the answer does not tell that the
 * address is registered (the route mails its owner instead).
 */
export async function registerUser(
  tx: Transaction,
  tenantId: string,
  input: Registration,
): Promise<RegistrationOutcome> {
  await assertUnique(tx, tenantId, { username: input.username });
  const passwordHash = await hashPassword(input.password);
  const owner = await ownerOfEmail(tx, tenantId, input.email);
  if (owner) return { created: false, owner, lookalike: await lookalikeProfile(tx, input) };
  try {
    const [user] = await tx
      .insert(users)
      .values({
        tenantId,
        username: input.username,
        email: input.email,
        passwordHash,
        firstName: input.first_name,
        lastName: input.last_name,
      })
      .returning();
    return { created: true, user: user! };
  } catch (error) {
    // Two registrations racing for one name: the unique index decides, the loser gets a 409.
    if (isUniqueViolation(error)) throw new Conflict('That username or email is already registered.');
    throw error;
  }
}

/** The user row of a signed-in user. */
export async function userById(tx: Transaction, tenantId: string, id: number): Promise<UserRow> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id)));
  if (!row) throw new NotFound('User not found');
  return row;
}
