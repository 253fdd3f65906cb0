import { collection, endpoints, readAndSave } from './endpoint.ts';

/** Market prices and pricing rules (issue 16). */
// prettier-ignore
export const pricingEndpoints = endpoints('pricing', {
  productHistory: ['GET /api/pricing/products/:id/history/', { params: 'IdParams', 200: 'PriceHistory' }],
  /** multipart/form-data with one `file` (Scryfall, MTGJSON AllPrices/AllPricesToday or pokemontcg.io JSON). */
  importPrices: ['POST /api/manage/pricing/import/', { query: 'PriceImportQuery', 200: 'PriceImportSummary' }],
  ...collection('rules', 'Rule', '/api/manage/pricing/rules/', { list: 'PricingRuleList', id: 'IdParams', input: 'PricingRuleInput', item: 'PricingRule' }),
  orderRules: ['PUT /api/manage/pricing/rules/order/', { body: 'RuleOrder', 200: 'PricingRuleList' }],
  ...readAndSave('settings', '/api/manage/pricing/settings/', 'PricingSettings'),
  preview: ['POST /api/manage/pricing/preview/', { 200: 'PricingPreview' }],
  apply: ['POST /api/manage/pricing/apply/', { 200: 'PricingRun' }],
  runs: ['GET /api/manage/pricing/runs/', { 200: 'PricingRunList' }],
  undoRun: ['POST /api/manage/pricing/runs/:id/undo/', { params: 'IdParams', 200: 'PricingRun' }],
  ...readAndSave('supplierPricing', '/api/manage/pricing/supplier/', 'SupplierPricing'),
});
