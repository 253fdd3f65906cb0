import { endpoints } from './endpoint.ts';

/** Spec section 7, a customer's orders; staff refunds of an order (decision 057). */
// prettier-ignore
export const ordersEndpoints = endpoints('orders', {
  orders: ['GET /api/orders/', { query: 'OrderListQuery', 200: 'OrderPage' }],
  order: ['GET /api/orders/:id/', { params: 'OrderParams', 200: 'Order' }],
  refunds: ['GET /api/manage/orders/:id/refunds/', { params: 'OrderParams', 200: 'RefundState' }],
  quoteRefund: ['POST /api/manage/orders/:id/refunds/quote/', { params: 'OrderParams', body: 'RefundRequest', 200: 'RefundQuote' }],
  refund: ['POST /api/manage/orders/:id/refunds/', { params: 'OrderParams', body: 'RefundRequest', 201: 'Refund' }],
});
