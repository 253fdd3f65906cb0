import type { Role } from '@storefront/contract/auth';

/** The signed-in user as every service sees it. */
export interface SessionUser {
  id: number;
  username: string;
  email: string;
  role: Role;
}
