import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Order } from '@storefront/contract/orders';
import { ordersEndpoints } from '@storefront/contract/orders.endpoints';
import { call } from '../../lib/api';
import { callQuery } from '../../lib/call-query';

/** GET /api/orders/: results or a bare array; errors count as an empty list (spec section 8). */
export const ordersQuery = queryOptions({
  queryKey: ['orders', 'list'],
  queryFn: async (): Promise<Order[]> => {
    try {
      const body: { results: Order[] } | Order[] = await call(ordersEndpoints.orders, {
        query: { page_size: 100 },
      });
      return Array.isArray(body) ? body : body.results;
    } catch {
      return [];
    }
  },
});

export const orderQuery = (id: number) =>
  callQuery(['orders', 'detail', id], ordersEndpoints.order, { params: { id } });

/** Every orders query starts with this key. */
export const ORDERS_KEY = ['orders'] as const;

/** After an order is placed (checkout): the order history refetches. */
export const ordersChanged = (client: QueryClient) => client.invalidateQueries({ queryKey: ORDERS_KEY });

/** Staff: what is left to refund of an order, and its refunds (decision 057). */
export const refundStateQuery = (id: number) =>
  callQuery(['orders', 'refunds', id], ordersEndpoints.refunds, { params: { id } });
