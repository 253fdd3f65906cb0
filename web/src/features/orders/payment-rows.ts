import type { OrderPayment } from '@storefront/contract/orders';
import { formatAmount } from '../../lib/money';

/** An order's payments as summary rows: "Store credit −$5.00", "Credit/Debit Card $6.02". */
export const paymentRows = (payments: OrderPayment[]) =>
  payments.map((p) => ({
    label: p.label,
    value:
      p.method === 'store_credit' || p.method === 'gift_card'
        ? `−${formatAmount(p.amount)}`
        : formatAmount(p.amount),
  }));
