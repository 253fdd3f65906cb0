import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Order, OrderPage } from '@storefront/contract/orders';
import { api } from '../../lib/api';

/** GET /api/orders/: results or a bare array; errors count as an empty list (spec section 8). */
export const ordersQuery = queryOptions({
  queryKey: ['orders', 'list'],
  queryFn: async (): Promise<Order[]> => {
    try {
      const body = await api<OrderPage | Order[]>('/api/orders/', { query: { page_size: 100 } });
      return Array.isArray(body) ? body : body.results;
    } catch {
      return [];
    }
  },
});

export const orderQuery = (id: number) =>
  queryOptions({
    queryKey: ['orders', 'detail', id],
    queryFn: () => api<Order>(`/api/orders/${id}/`),
    retry: false,
  });

/** Every orders query starts with this key. */
export const ORDERS_KEY = ['orders'] as const;

/** After an order is placed (checkout): the order history refetches. */
export const ordersChanged = (client: QueryClient) => client.invalidateQueries({ queryKey: ORDERS_KEY });
