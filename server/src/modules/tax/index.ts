export { taxRoutes } from './tax.routes.ts';
export { rateTableTaxProvider } from './rate-table.ts';
export type { TaxProvider, TaxQuote, TaxQuoteRequest } from './tax-provider.ts';
