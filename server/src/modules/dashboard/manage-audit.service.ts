import type { PageQuery } from '@storefront/contract/common';
import type { AuditPage } from '@storefront/contract/dashboard-manage';
import { auditPage } from '../../platform/audit.ts';
import { requireRole } from '../../platform/session-user.ts';
import type { RequestContext } from '../../platform/tenancy.ts';

/** Admin only: who changed what and when in this store, newest first. */
export async function auditEntries(ctx: RequestContext, page: PageQuery): Promise<AuditPage> {
  requireRole(ctx, 'admin');
  const { count, rows } = await ctx.db((tx) => auditPage(tx, ctx.tenant.id, page.page, page.page_size));
  return {
    count,
    next: page.page * page.page_size < count ? `/api/manage/audit/?page=${page.page + 1}` : null,
    previous: page.page > 1 ? `/api/manage/audit/?page=${page.page - 1}` : null,
    results: rows.map((r) => ({
      id: r.id,
      at: r.createdAt.toISOString(),
      actor: r.actor,
      action: r.action,
      target: r.target,
      details: r.details,
    })),
  };
}
