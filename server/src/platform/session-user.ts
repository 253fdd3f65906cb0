import { Unauthorized } from './errors.ts';
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
