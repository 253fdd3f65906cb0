import { orderStatusBadge } from '../order-status';

export function StatusBadge({ status }: { status: string | null | undefined }) {
  const { label, className } = orderStatusBadge(status);
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${className}`}>
      {label}
    </span>
  );
}
