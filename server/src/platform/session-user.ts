import { Forbidden, Unauthorized } from './errors.ts';
import type { Role } from '@storefront/contract/auth';

/** The signed-in user as every service sees it. */
export interface SessionUser {
  id: number;
  username: string;
  email: string;
  role: Role;
}

/** The signed-in user, or 401 'Authentication required'. */
export function requireUser(ctx: { user: SessionUser | null }): SessionUser {
  if (!ctx.user) throw new Unauthorized();
  return ctx.user;
}

/** The signed-in user if their role is one of `roles`: 401 when signed out, 403 for any other role. */
export function requireRole(ctx: { user: SessionUser | null }, ...roles: Role[]): SessionUser {
  const user = requireUser(ctx);
  if (!roles.includes(user.role)) throw new Forbidden();
  return user;
}

/**
 * Separation of duties: staff may not act on what is their own (their credit, their buylist submission);
 * an admin may, and the caller audits it. 403 with `message` for staff acting on themselves.
 */
export function requireNotOwnAsStaff(actor: SessionUser, ownerId: number, message: string): void {
  if (actor.role === 'staff' && actor.id === ownerId) throw new Forbidden(message);
}
