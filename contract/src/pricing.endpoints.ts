import { endpoints } from './endpoint.ts';

/** Market prices and pricing rules (issue 16). */
// prettier-ignore
export const pricingEndpoints = endpoints('pricing', {
  productHistory: ['GET /api/pricing/products/:id/history/', { params: 'IdParams', 200: 'PriceHistory' }],
  /** multipart/form-data with one `file` (Scryfall, MTGJSON AllPrices/AllPricesToday or pokemontcg.io JSON). */
  importPrices: ['POST /api/manage/pricing/import/', { query: 'PriceImportQuery', 200: 'PriceImportSummary' }],
  rules: ['GET /api/manage/pricing/rules/', { 200: 'PricingRuleList' }],
  createRule: ['POST /api/manage/pricing/rules/', { body: 'PricingRuleInput', 201: 'PricingRule' }],
  updateRule: ['PUT /api/manage/pricing/rules/:id/', { params: 'IdParams', body: 'PricingRuleInput', 200: 'PricingRule' }],
  deleteRule: ['DELETE /api/manage/pricing/rules/:id/', { params: 'IdParams', 204: 'NoContent' }],
  orderRules: ['PUT /api/manage/pricing/rules/order/', { body: 'RuleOrder', 200: 'PricingRuleList' }],
  settings: ['GET /api/manage/pricing/settings/', { 200: 'PricingSettings' }],
  saveSettings: ['PUT /api/manage/pricing/settings/', { body: 'PricingSettings', 200: 'PricingSettings' }],
  preview: ['POST /api/manage/pricing/preview/', { 200: 'PricingPreview' }],
  apply: ['POST /api/manage/pricing/apply/', { 200: 'PricingRun' }],
  runs: ['GET /api/manage/pricing/runs/', { 200: 'PricingRunList' }],
  undoRun: ['POST /api/manage/pricing/runs/:id/undo/', { params: 'IdParams', 200: 'PricingRun' }],
  supplierPricing: ['GET /api/manage/pricing/supplier/', { 200: 'SupplierPricing' }],
  saveSupplierPricing: ['PUT /api/manage/pricing/supplier/', { body: 'SupplierPricing', 200: 'SupplierPricing' }],
});
