// The orders' face: what other features and the app may use.
export { ordersChanged } from './orders-queries';
export { paymentRows } from './payment-rows';
export { ShipmentInfo } from './components/ShipmentInfo';
export { refundStateQuery } from './orders-queries';
export { quoteRefund, useRefundOrder } from './refund-mutations';
export { RefundList } from './components/RefundList';
export { manageReturnsQuery, useApproveReturn, useReceiveReturn, useRejectReturn } from './returns-queries';
export { ReturnList } from './components/ReturnList';
