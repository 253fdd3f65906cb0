import { eq } from 'drizzle-orm';
import type { Return, ReturnList, ReturnStatus } from '@storefront/contract/orders-returns';
import { audit } from '../../platform/audit.ts';
import { requireRole } from '../../platform/session-user.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { lockReturn, setReturnStatus } from './return-lock.ts';
import { returnsWhere, returnView } from './return-view.ts';
import { returns } from './returns.tables.ts';

/** Staff and admin: the store's returns, newest first, of one status when asked. */
export async function listReturns(ctx: RequestContext, status?: ReturnStatus): Promise<ReturnList> {
  requireRole(ctx, 'staff', 'admin');
  return ctx.db(async (tx) => ({
    results: await returnsWhere(tx, ctx.tenant.id, status && eq(returns.status, status), { staff: true }),
  }));
}

/** Staff and admin approve a requested return: the customer may send the units. */
export async function approveReturn(ctx: RequestContext, id: number): Promise<Return> {
  const actor = requireRole(ctx, 'staff', 'admin');
  const tenantId = ctx.tenant.id;
  return ctx.db(async (tx) => {
    const row = await lockReturn(tx, tenantId, id, ['requested']);
    await setReturnStatus(tx, tenantId, id, { status: 'approved' });
    await audit(tx, tenantId, actor, 'return.approve', `return ${id}`, { order: row.orderId });
    return returnView(tx, tenantId, id, true);
  });
}

/** Staff and admin reject a return not yet received, saying why (the customer reads the note). */
export async function rejectReturn(ctx: RequestContext, id: number, note: string): Promise<Return> {
  const actor = requireRole(ctx, 'staff', 'admin');
  const tenantId = ctx.tenant.id;
  return ctx.db(async (tx) => {
    const row = await lockReturn(tx, tenantId, id, ['requested', 'approved']);
    await setReturnStatus(tx, tenantId, id, { status: 'rejected', note });
    await audit(tx, tenantId, actor, 'return.reject', `return ${id}`, { order: row.orderId, note });
    return returnView(tx, tenantId, id, true);
  });
}
