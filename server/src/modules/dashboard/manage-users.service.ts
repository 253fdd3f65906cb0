import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Role } from '@storefront/contract/auth';
import type { ManageUserPage } from '@storefront/contract/dashboard-manage';
import type { PageQuery } from '@storefront/contract/common';
import { audit } from '../../platform/audit.ts';
import { pageAnswer, pageWindow } from '../../platform/paging.ts';
import { BadRequest, NotFound } from '../../platform/errors.ts';
import { requireRole } from '../../platform/session-user.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { approveSupplierRequest, supplierStatus, updateUser, type UserRow } from '../auth/index.ts';
import { users } from '../auth/tables.ts';

type UserQuery = PageQuery & { q?: string | undefined; role?: Role | '' | undefined };

const ordersOf = sql<number>`(select count(*)::int from orders o
  where o.tenant_id = ${users.tenantId} and o.user_id = ${users.id})`;

/**
 * Users of the store matching a name or e-mail: the customer lookup is for staff and admin, the
 * list of every user (filterable by role) for admins only.
 */
export async function manageUsers(
  ctx: RequestContext,
  query: UserQuery,
  scope: 'customers' | 'users',
): Promise<ManageUserPage> {
  if (scope === 'users') requireRole(ctx, 'admin');
  else requireRole(ctx, 'staff', 'admin');
  const role = scope === 'users' ? query.role || undefined : 'customer';
  const path = `/api/manage/${scope}/`;
  return ctx.db(async (tx) => {
    const text = query.q ? `%${query.q.replace(/[%_\\]/g, '\\$&')}%` : null;
    const where = and(
      eq(users.tenantId, ctx.tenant.id),
      role ? eq(users.role, role) : undefined,
      text
        ? or(
            ilike(users.username, text),
            ilike(users.email, text),
            ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, text),
          )
        : undefined,
    );
    const { limit, offset } = pageWindow(query);
    const [total] = await tx.select({ n: count() }).from(users).where(where);
    const rows = await tx
      .select({ user: users, orders: ordersOf })
      .from(users)
      .where(where)
      .orderBy(desc(users.dateJoined), desc(users.id))
      .limit(limit)
      .offset(offset);
    const results = rows.map(({ user: u, orders }) => ({
      id: u.id,
      username: u.username,
      email: u.email,
      first_name: u.firstName,
      last_name: u.lastName,
      role: u.role,
      supplier_status: supplierStatus(u),
      date_joined: u.dateJoined.toISOString(),
      orders,
    }));
    return pageAnswer(path, { ...query }, total?.n ?? 0, results);
  });
}

/**
 * Admin only: gives a user of the store another role; an admin cannot change their own. Making someone a
 * supplier here approves them at once (it is the admin's own decision).
 */
export async function changeUserRole(ctx: RequestContext, id: number, role: Role) {
  const admin = requireRole(ctx, 'admin');
  if (id === admin.id) throw new BadRequest('You cannot change your own role', { role: 'Ask another admin' });
  return ctx.db(async (tx) => {
    const [before] = await tx
      .select({ role: users.role, username: users.username })
      .from(users)
      .where(and(eq(users.tenantId, ctx.tenant.id), eq(users.id, id)));
    if (!before) throw new NotFound('User not found');
    await updateUser(tx, ctx.tenant.id, id, {
      role,
      supplierApprovedAt: role === 'supplier' ? new Date() : null,
    });
    await audit(tx, ctx.tenant.id, admin, 'user.role', `user ${before.username}`, {
      from: before.role,
      to: role,
    });
    return { id, role };
  });
}

/**
 * Admin only: approves a supplier's request to sell. From then on the supplier's products can be shown;
 * those prepared while pending stay hidden until the supplier or an admin publishes them.
 */
export async function approveSupplier(ctx: RequestContext, id: number): Promise<UserRow> {
  const admin = requireRole(ctx, 'admin');
  return ctx.db(async (tx) => {
    const user = await approveSupplierRequest(tx, ctx.tenant.id, id);
    if (!user) throw new NotFound('No supplier request from this user');
    await audit(tx, ctx.tenant.id, admin, 'user.approve-supplier', `user ${user.username}`, {});
    return user;
  });
}
