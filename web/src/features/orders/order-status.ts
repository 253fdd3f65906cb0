/** Spec section 4: completed green, processing blue, shipped purple, anything else grey; none reads 'Pending'. */
export function orderStatusBadge(status: string | null | undefined): { label: string; className: string } {
  const label = status ? status.charAt(0).toUpperCase() + status.slice(1) : 'Pending';
  const colour: Record<string, string> = {
    completed: 'bg-green-100 text-green-800',
    processing: 'bg-blue-100 text-blue-800',
    shipped: 'bg-purple-100 text-purple-800',
  };
  return { label, className: colour[status ?? ''] ?? 'bg-gray-100 text-gray-800' };
}

/** `created_at` or `date_created`, whichever the order has (spec section 3). */
export function orderDate(order: { created_at?: string; date_created?: string }): string {
  const raw = order.created_at ?? order.date_created;
  return raw
    ? new Date(raw).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })
    : '';
}

export { PAYMENT_LABELS } from '@storefront/contract/orders';
