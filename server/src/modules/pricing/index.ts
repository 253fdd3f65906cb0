export { pricingRoutes } from './pricing.routes.ts';
export { importPrices, type PriceImportOptions } from './price-import.service.ts';
export { PRICE_FORMATS, type PriceFormat } from './price-stream.ts';
export { seedPricingDemo } from './pricing.seed.ts';
