import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { Conflict } from '../../platform/errors.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { platformOperators, platformSessions, type OperatorRow } from './operators.tables.ts';

export const OPERATOR_SESSION_COOKIE = 'platform_session';
/** An operator stays signed in for 12 hours at most. */
export const OPERATOR_SESSION_MS = 12 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** What the console shows of an operator (never the password hash). */
export interface Operator {
  id: number;
  email: string;
  name: string;
}

const toOperator = (row: OperatorRow): Operator => ({ id: row.id, email: row.email, name: row.name });

/** Creates a platform operator; an e-mail address holds one operator account. */
export async function createOperator(
  db: Database,
  input: { email: string; name: string; password: string },
): Promise<Operator> {
  const passwordHash = await hashPassword(input.password);
  const [row] = await db
    .insert(platformOperators)
    .values({ email: input.email, name: input.name, passwordHash })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new Conflict('An operator with this email already exists.', { email: 'Already taken.' });
  return toOperator(row);
}

/** Every operator, for `npm run store -- operator list`. */
export async function listOperators(db: Database): Promise<Operator[]> {
  const rows = await db.select().from(platformOperators).orderBy(platformOperators.id);
  return rows.map(toOperator);
}

/** The operator with this e-mail and password, or null (the same work is done for an unknown e-mail). */
export async function authenticateOperator(
  db: Database,
  email: string,
  password: string,
): Promise<Operator | null> {
  const [row] = await db
    .select()
    .from(platformOperators)
    .where(eq(sql`lower(${platformOperators.email})`, email.toLowerCase()));
  const ok = await verifyPassword(row?.passwordHash ?? DUMMY_HASH, password);
  return row && ok ? toOperator(row) : null;
}
// A real argon2id hash of a random password, so an unknown e-mail costs the same as a wrong password.
const DUMMY_HASH = await hashPassword(randomBytes(16).toString('hex'));

/** Opens a session for an operator (and drops expired ones); answers the cookie's token. */
export async function startOperatorSession(db: Database, operatorId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.delete(platformSessions).where(lt(platformSessions.expiresAt, new Date()));
  await db.insert(platformSessions).values({
    tokenHash: hashToken(token),
    operatorId,
    expiresAt: new Date(Date.now() + OPERATOR_SESSION_MS),
  });
  return token;
}

/** The operator a session token belongs to, or null when it is unknown or expired. */
export async function operatorOfSession(db: Database, token: string): Promise<Operator | null> {
  const [row] = await db
    .select({ operator: platformOperators })
    .from(platformSessions)
    .innerJoin(platformOperators, eq(platformOperators.id, platformSessions.operatorId))
    .where(and(eq(platformSessions.tokenHash, hashToken(token)), gt(platformSessions.expiresAt, new Date())));
  return row ? toOperator(row.operator) : null;
}

/** Ends a session (sign-out). */
export async function endOperatorSession(db: Database, token: string): Promise<void> {
  await db.delete(platformSessions).where(eq(platformSessions.tokenHash, hashToken(token)));
}
