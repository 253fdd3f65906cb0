import { at } from './endpoint.ts';

/** Market prices and pricing rules (issue 16): where each call goes (zod-free, the web bundles this). */
export const pricingPaths = {
  productHistory: at('GET', '/api/pricing/products/:id/history/'),
  importPrices: at('POST', '/api/manage/pricing/import/'),
  rules: at('GET', '/api/manage/pricing/rules/'),
  createRule: at('POST', '/api/manage/pricing/rules/'),
  updateRule: at('PUT', '/api/manage/pricing/rules/:id/'),
  deleteRule: at('DELETE', '/api/manage/pricing/rules/:id/'),
  orderRules: at('PUT', '/api/manage/pricing/rules/order/'),
  settings: at('GET', '/api/manage/pricing/settings/'),
  saveSettings: at('PUT', '/api/manage/pricing/settings/'),
  preview: at('POST', '/api/manage/pricing/preview/'),
  apply: at('POST', '/api/manage/pricing/apply/'),
  runs: at('GET', '/api/manage/pricing/runs/'),
  undoRun: at('POST', '/api/manage/pricing/runs/:id/undo/'),
  supplierPricing: at('GET', '/api/manage/pricing/supplier/'),
  saveSupplierPricing: at('PUT', '/api/manage/pricing/supplier/'),
};
