import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { runPrepared, type Transaction } from '../../db/client.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { isApiRequest } from '../../platform/routed-path.ts';
import { sessions, users } from './auth.tables.ts';

export const SESSION_COOKIE = 'sessionid';
const DAY_MS = 24 * 60 * 60 * 1000;
/** "Remember me" keeps a browser signed in for 30 days; otherwise until it closes, at most one day. */
export const SESSION_LENGTH_MS = { remembered: 30 * DAY_MS, browser: DAY_MS } as const;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Stores a new session and answers its token (the cookie value). */
export async function insertSession(
  tx: Transaction,
  tenantId: string,
  userId: number,
  lengthMs: number,
  userAgent = '',
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(sessions).values({
    tenantId,
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + lengthMs),
    userAgent: userAgent.slice(0, 300),
  });
  return token;
}

/** Starts a session for `userId` and sets its cookie; the token is new each time (rotation at sign-in). */
export async function startSession(
  ctx: RequestContext,
  reply: FastifyReply,
  userId: number,
  { remember = false, userAgent = '', secure = false } = {},
): Promise<string> {
  const length = remember ? SESSION_LENGTH_MS.remembered : SESSION_LENGTH_MS.browser;
  const token = await ctx.db((tx) => insertSession(tx, ctx.tenant.id, userId, length, userAgent));
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    ...(remember && { maxAge: length / 1000 }),
  });
  return token;
}

/** A session cookie that opens no session, for answers that must look like a sign-in without being one. */
export function setUnusableSessionCookie(reply: FastifyReply, { secure = false } = {}): void {
  reply.setCookie(SESSION_COOKIE, randomBytes(32).toString('base64url'), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
  });
}

/** Ends the request's session on the server and clears its cookie. */
export async function endSession(
  ctx: RequestContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (token) {
    await ctx.db((tx) =>
      tx
        .delete(sessions)
        .where(and(eq(sessions.tenantId, ctx.tenant.id), eq(sessions.tokenHash, hashToken(token)))),
    );
  }
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** Ends every session of a user except, optionally, the one making the request. */
export async function endOtherSessions(
  tx: Transaction,
  tenantId: string,
  userId: number,
  keepToken?: string,
) {
  const keep = keepToken ? ne(sessions.tokenHash, hashToken(keepToken)) : undefined;
  await tx.delete(sessions).where(and(eq(sessions.tenantId, tenantId), eq(sessions.userId, userId), keep));
}

/**
 * The session's user: one statement on a scoped connection (`ctx.read`), no transaction of its own; on
 * the primary, never a replica, so a session ended a moment ago is ended everywhere.
 */
async function userOfToken(ctx: RequestContext, token: string): Promise<SessionUser | null> {
  const [row] = await ctx.read(
    (tx) =>
      runPrepared(
        tx
          .select({ id: users.id, username: users.username, email: users.email, role: users.role })
          .from(sessions)
          .innerJoin(users, and(eq(users.tenantId, sessions.tenantId), eq(users.id, sessions.userId)))
          .where(
            and(
              eq(sessions.tenantId, ctx.tenant.id),
              eq(sessions.tokenHash, hashToken(token)),
              gt(sessions.expiresAt, new Date()),
              eq(users.isActive, true),
            ),
          ),
      ),
    { primary: true },
  );
  return row ?? null;
}

/**
 * Puts the signed-in user into `request.ctx.user`. A session belongs to one store: its row is
 * invisible under another store's tenant context, so a cookie replayed on another host signs no one in
 * (a host that is none of a store's domains has no store at all: decision 019).
 */
export const sessionLoader = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      const token = request.cookies[SESSION_COOKIE];
      if (!token || !request.tenant || !isApiRequest(request)) return;
      request.ctx.user = await userOfToken(request.ctx, token);
    });
  },
  { name: 'session-loader', dependencies: ['tenancy'] },
);
