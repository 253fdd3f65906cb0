import { endpoints } from './endpoint.ts';

/** Spec section 7, a customer's orders. */
// prettier-ignore
export const ordersEndpoints = endpoints('orders', {
  orders: ['GET /api/orders/', { query: 'OrderListQuery', 200: 'OrderPage' }],
  order: ['GET /api/orders/:id/', { params: 'OrderParams', 200: 'Order' }],
});
