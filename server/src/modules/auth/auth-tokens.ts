import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { authTokens, type AuthTokenPurpose } from './auth.tables.ts';

const HOUR_MS = 60 * 60 * 1000;
/** How long an e-mailed link works: a reset link one hour, a verification link two days. */
export const TOKEN_LIFETIME_MS: Record<AuthTokenPurpose, number> = {
  password_reset: HOUR_MS,
  verify_email: 48 * HOUR_MS,
};

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Issues a new token for `purpose` (its usual lifetime unless told), voiding the user's earlier unused ones; answers the secret to e-mail. */
export async function issueToken(
  tx: Transaction,
  tenantId: string,
  userId: number,
  purpose: AuthTokenPurpose,
  lifetimeMs: number = TOKEN_LIFETIME_MS[purpose],
): Promise<string> {
  await tx
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(authTokens.tenantId, tenantId),
        eq(authTokens.userId, userId),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
      ),
    );
  const token = randomBytes(32).toString('base64url');
  await tx.insert(authTokens).values({
    tenantId,
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + lifetimeMs),
  });
  return token;
}

/** Uses up a token in one statement (so it works once, even under concurrent use); answers its user or null. */
export async function consumeToken(
  tx: Transaction,
  tenantId: string,
  token: string,
  purpose: AuthTokenPurpose,
): Promise<number | null> {
  const [row] = await tx
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(authTokens.tenantId, tenantId),
        eq(authTokens.tokenHash, hashToken(token)),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: authTokens.userId });
  return row?.userId ?? null;
}
