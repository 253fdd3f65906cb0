import { endpoints } from './endpoint.ts';

/** Spec section 7, a customer's orders; staff refunds of an order (decision 057); returns (058). */
// prettier-ignore
export const ordersEndpoints = endpoints('orders', {
  orders: ['GET /api/orders/', { query: 'OrderListQuery', 200: 'OrderPage' }],
  order: ['GET /api/orders/:id/', { params: 'OrderParams', 200: 'Order' }],
  refunds: ['GET /api/manage/orders/:id/refunds/', { params: 'OrderParams', 200: 'RefundState' }],
  quoteRefund: ['POST /api/manage/orders/:id/refunds/quote/', { params: 'OrderParams', body: 'RefundRequest', 200: 'RefundQuote' }],
  refund: ['POST /api/manage/orders/:id/refunds/', { params: 'OrderParams', body: 'RefundRequest', 201: 'Refund' }],
  orderReturns: ['GET /api/orders/:id/returns/', { params: 'OrderParams', 200: 'ReturnList' }],
  requestReturn: ['POST /api/orders/:id/returns/', { params: 'OrderParams', body: 'ReturnRequest', 201: 'Return' }],
  addReturnPhoto: ['POST /api/orders/:id/returns/:returnId/photos/', { params: 'OrderReturnParams', 201: 'Return' }],
  cancelReturn: ['POST /api/orders/:id/returns/:returnId/cancel/', { params: 'OrderReturnParams', 200: 'Return' }],
  returns: ['GET /api/manage/returns/', { query: 'ReturnListQuery', 200: 'ReturnList' }],
  approveReturn: ['POST /api/manage/returns/:id/approve/', { params: 'ReturnParams', 200: 'Return' }],
  rejectReturn: ['POST /api/manage/returns/:id/reject/', { params: 'ReturnParams', body: 'ReturnReject', 200: 'Return' }],
  receiveReturn: ['POST /api/manage/returns/:id/receive/', { params: 'ReturnParams', body: 'ReturnReceive', 200: 'Return' }],
});
