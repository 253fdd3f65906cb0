/** Pricing's table columns shared with other modules' tables (import from a `*.tables.ts` file). */
export { cardRuleTableColumns } from './pricing.tables.ts';
