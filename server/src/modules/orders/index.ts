export { orders, orderItems, orderItemStocks } from './orders.tables.ts';
export { newOrderNumber } from './order-number.ts';
export { findOwnOrder } from './orders.service.ts';
