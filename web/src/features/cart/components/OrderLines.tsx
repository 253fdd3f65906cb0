import type { ReactNode } from 'react';
import type { CartItem } from '@storefront/contract/cart';
import { formatAmount } from '../../../lib/money';
import { lineName } from '../line-name';

export interface OrderLine {
  id: number;
  product: string;
  variant?: string | null;
  quantity: number;
  lineTotal: number | string;
  /** Shown as "at $x" after the quantity (an order's detail). */
  unitPrice?: number | string;
  /** E.g. 'Buy Again'. */
  action?: ReactNode;
  /** Taken off the line by promotions and a discount code (decision 060); shown when above 0. */
  discount?: number | string;
}

const hasDiscount = (d: number | string | undefined): d is number | string =>
  d !== undefined && Number(d) > 0;

/** A cart's items as order lines. */
export const cartLines = (cart: { items: CartItem[] }): OrderLine[] =>
  cart.items.map((item) => ({
    id: item.id,
    product: item.product.name,
    variant: item.variant?.name,
    quantity: item.quantity,
    lineTotal: item.line_total,
  }));

/** The lines of a cart or an order, "{product (variant)} × n" and the line total: checkout, confirmation, order detail. */
export function OrderLines({ lines, className = '' }: { lines: OrderLine[]; className?: string }) {
  return (
    <ul className={`divide-y divide-gray-100 text-sm ${className}`}>
      {lines.map((line) => (
        <li key={line.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
          <span className="min-w-0 flex-1 text-gray-800">
            {lineName(line.product, line.variant)} × {line.quantity}
            {line.unitPrice !== undefined && (
              <>
                {' '}
                <span className="text-gray-600">at {formatAmount(line.unitPrice)}</span>
              </>
            )}
            {hasDiscount(line.discount) && (
              <span className="block text-green-800">Discount −{formatAmount(line.discount)}</span>
            )}
          </span>
          <span className={line.action ? 'font-semibold' : undefined}>{formatAmount(line.lineTotal)}</span>
          {line.action}
        </li>
      ))}
    </ul>
  );
}

export interface TotalsRow {
  label: ReactNode;
  value: ReactNode;
  /** A row whose value is a note rather than an amount. */
  muted?: boolean;
}

/** The summary under the lines: labelled rows, then the total (with a test id where the e2e reads it). */
export function OrderTotals({
  rows,
  total,
  totalTestId,
  paidBy = [],
  className = '',
}: {
  rows: TotalsRow[];
  total: ReactNode;
  totalTestId?: string;
  /** How the total is paid (store credit, then the card or other method), under the total. */
  paidBy?: TotalsRow[];
  className?: string;
}) {
  return (
    <dl className={`space-y-2 text-sm ${className}`}>
      {rows.map((row, i) => (
        <div key={i} className="flex justify-between">
          <dt className="text-gray-600">{row.label}</dt>
          <dd className={row.muted ? 'text-gray-600' : undefined}>{row.value}</dd>
        </div>
      ))}
      <div className="flex justify-between border-t border-gray-200 pt-2 text-base font-semibold">
        <dt>Total</dt>
        <dd data-testid={totalTestId}>{total}</dd>
      </div>
      {paidBy.map((row, i) => (
        <div key={`paid-${i}`} className="flex justify-between" data-testid="paid-by">
          <dt className="text-gray-600">{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
