/** Orders' tables, for other modules' foreign keys and the listed SQL joins only (see check-table-ownership). */
export { orderItems, orderItemStocks, orders } from './orders.tables.ts';
