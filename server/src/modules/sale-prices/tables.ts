/** Sale prices' tables, for other modules' foreign keys only (import from a `*.tables.ts` file). */
export { saleRules } from './sale-prices.tables.ts';
