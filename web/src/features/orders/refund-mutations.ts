import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RefundRequest } from '@storefront/contract/orders-refunds';
import { ordersEndpoints } from '@storefront/contract/orders.endpoints';
import { call } from '../../lib/api';
import { ORDERS_KEY } from './orders-queries';

/** Staff refund an order; the order screens (the orders' and the dashboard's lists) refetch. */
export function useRefundOrder(orderId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RefundRequest) => call(ordersEndpoints.refund, { params: { id: orderId }, body }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ORDERS_KEY }),
        client.invalidateQueries({ queryKey: ['dashboard'] }),
      ]),
  });
}

/** What a refund would give back, priced by the server exactly as the refund itself. */
export const quoteRefund = (orderId: number, body: RefundRequest) =>
  call(ordersEndpoints.quoteRefund, { params: { id: orderId }, body });
