import type { Role } from '@storefront/contract/auth';

/** Spec section 4: dashboard order status colours are completed, pending, and every other status. */
export function dashboardStatusClass(status: string): string {
  if (status === 'completed') return 'bg-green-100 text-green-800';
  if (status === 'pending') return 'bg-yellow-100 text-yellow-800';
  return 'bg-gray-100 text-gray-800';
}

export const ROLE_LABELS: Record<Role, string> = {
  customer: 'Customer',
  supplier: 'Supplier',
  staff: 'Staff',
  admin: 'Admin',
};

/** Dashboard views are chosen by role; anything unknown is a customer (spec section 2). */
export function viewOf(role: string | undefined): Role {
  return role === 'supplier' || role === 'staff' || role === 'admin' ? role : 'customer';
}
