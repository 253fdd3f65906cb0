import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReturnReceive, ReturnRequest, ReturnStatus } from '@storefront/contract/orders-returns';
import { ordersEndpoints } from '@storefront/contract/orders.endpoints';
import { call } from '../../lib/api';
import { callQuery } from '../../lib/call-query';
import { ORDERS_KEY } from './orders-queries';

/** The customer's returns of one of their orders (decision 058). */
export const orderReturnsQuery = (id: number) =>
  callQuery(['orders', 'returns', id], ordersEndpoints.orderReturns, { params: { id } });

/** Staff: the store's returns, of one status when chosen. */
export const manageReturnsQuery = (status: ReturnStatus | '') =>
  callQuery(['orders', 'manage-returns', status], ordersEndpoints.returns, {
    query: status ? { status } : {},
  });

/** Any change to a return: every orders query refetches (the order's refunds and payment status too). */
function useReturnChange<A, R>(mutationFn: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}

export const useRequestReturn = (orderId: number) =>
  useReturnChange((body: ReturnRequest) =>
    call(ordersEndpoints.requestReturn, { params: { id: orderId }, body }),
  );

/** The customer adds a photo (a picture file; the server resizes it) to one of their returns. */
export const useAddReturnPhoto = (orderId: number) =>
  useReturnChange(({ returnId, file }: { returnId: number; file: File }) => {
    const body = new FormData();
    body.append('image', file);
    return call(ordersEndpoints.addReturnPhoto, { params: { id: orderId, returnId }, body });
  });

export const useCancelReturn = (orderId: number) =>
  useReturnChange((returnId: number) =>
    call(ordersEndpoints.cancelReturn, { params: { id: orderId, returnId } }),
  );

export const useApproveReturn = () =>
  useReturnChange((id: number) => call(ordersEndpoints.approveReturn, { params: { id } }));

export const useRejectReturn = () =>
  useReturnChange(({ id, note }: { id: number; note: string }) =>
    call(ordersEndpoints.rejectReturn, { params: { id }, body: { note } }),
  );

export const useReceiveReturn = () =>
  useReturnChange(({ id, body }: { id: number; body: ReturnReceive }) =>
    call(ordersEndpoints.receiveReturn, { params: { id }, body }),
  );
