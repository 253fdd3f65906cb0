import type { ReturnStatus } from '@storefront/contract/orders-returns';

/** How a return's status reads to people. */
export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: 'Requested',
  approved: 'Approved: send the items back',
  rejected: 'Rejected',
  received: 'Received',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
};
