import { count, desc, eq } from 'drizzle-orm';
import type { Transaction } from '../db/client.ts';
import { auditLog } from './audit.tables.ts';
import type { SessionUser } from './session-user.ts';

export { auditLog };

/** Records one management change inside the caller's transaction, so it is kept exactly when the change is. */
export async function audit(
  tx: Transaction,
  tenantId: string,
  actor: SessionUser,
  action: string,
  target: string,
  details: Record<string, unknown> = {},
): Promise<void> {
  await tx
    .insert(auditLog)
    .values({ tenantId, actorId: actor.id, actor: actor.username, action, target, details });
}

/** The store's audit entries, newest first. */
export async function auditPage(tx: Transaction, tenantId: string, page: number, pageSize: number) {
  const where = eq(auditLog.tenantId, tenantId);
  const [total] = await tx.select({ n: count() }).from(auditLog).where(where);
  const rows = await tx
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { count: total?.n ?? 0, rows };
}
