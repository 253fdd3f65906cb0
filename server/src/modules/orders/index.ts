export { newOrderNumber } from './order-number.ts';
export { findOwnOrder } from './orders.service.ts';
export { createOrder, findOrderByKey, type NewOrder, type OrderTotals } from './create-order.ts';
export {
  AWAITING_CHARGE,
  discardUnpaidOrder,
  orderPaidStatement,
  paidOrder,
  type PaidOrderRow,
} from './unpaid-order.ts';
export { setOrderStatus } from './order-status.ts';
export { shipmentView } from './order-view.ts';
export { insertPastOrders, type PastOrders } from './orders.seed.ts';
export { paymentsOf, paymentsView, tendersFor, type NewPayment } from './order-payments.ts';
export { sendOrderMail } from './order-mail.ts';
export { refundedTotals } from './refund-records.ts';
export {
  cancelIntentOrder,
  hasIntentOrders,
  markIntentPaid,
  orderAnswer,
  orderForIntent,
  ownOrderTransaction,
  staleIntentOrders,
  type IntentOrder,
} from './card-intent-orders.ts';
