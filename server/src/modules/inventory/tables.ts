/** Inventory's tables, for other modules' foreign keys only (import from a `*.tables.ts` file). */
export { supplierStocks } from './inventory.tables.ts';
