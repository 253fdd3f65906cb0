export { pricingRoutes } from './pricing.routes.ts';
export { importPrices, type PriceImportOptions } from './price-import.service.ts';
export { PRICE_FORMATS, type PriceFormat } from './price-stream.ts';
export { seedPricingDemo } from './pricing.seed.ts';
export {
  apply as applyPricing,
  preview as previewPricing,
  undoRun as undoPricingRun,
} from './pricing-runs.service.ts';
export { createRule as createPricingRule } from './pricing-rules.service.ts';
export { marketKey, marketPricesOf } from './market-prices.ts';
export { cardRuleAnswer, cardRuleColumns } from './card-rule-fields.ts';
export { priceImport } from './price-import-job.ts';
