import type { Transaction } from '../../db/client.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { supplierStatus, userById } from '../auth/index.ts';

export const AWAITING_APPROVAL =
  "Your supplier account awaits the store's approval: your products stay hidden from shoppers until then.";

/** Whether the user's products may be shown: always for staff and admins, for suppliers once approved. */
export async function mayPublish(tx: Transaction, tenantId: string, user: SessionUser): Promise<boolean> {
  if (user.role !== 'supplier') return true;
  return supplierStatus(await userById(tx, tenantId, user.id)) === 'approved';
}
