import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Order } from '@storefront/contract/orders';
import { ordersEndpoints } from '@storefront/contract/orders.endpoints';
import { call } from '../../lib/api';

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
  queryOptions({
    queryKey: ['orders', 'detail', id],
    queryFn: () => call(ordersEndpoints.order, { params: { id } }),
    retry: false,
  });

/** Every orders query starts with this key. */
export const ORDERS_KEY = ['orders'] as const;

/** After an order is placed (checkout): the order history refetches. */
export const ordersChanged = (client: QueryClient) => client.invalidateQueries({ queryKey: ORDERS_KEY });
