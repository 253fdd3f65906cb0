import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { IdParamsSchema } from './manage.ts';
import { NoContentSchema } from './no-content.ts';
import { pricingPaths as at } from './pricing.paths.ts';
import {
  PriceHistorySchema,
  PriceImportQuerySchema,
  PriceImportSummarySchema,
  PricingPreviewSchema,
  PricingRuleInputSchema,
  PricingRuleSchema,
  PricingRunSchema,
  PricingSettingsSchema,
  RuleOrderSchema,
  SupplierPricingSchema,
} from './pricing.ts';

const tags = ['pricing'];
const rules = { 200: z.object({ results: z.array(PricingRuleSchema) }) };

/** Market prices and pricing rules with their schemas. */
export const pricingEndpoints = {
  productHistory: endpoint(at.productHistory, {
    tags,
    params: IdParamsSchema,
    response: { 200: PriceHistorySchema },
  }),
  /** multipart/form-data with one `file` (Scryfall, MTGJSON AllPrices/AllPricesToday or pokemontcg.io JSON). */
  importPrices: endpoint(at.importPrices, {
    tags,
    query: PriceImportQuerySchema,
    response: { 200: PriceImportSummarySchema },
  }),
  rules: endpoint(at.rules, { tags, response: rules }),
  createRule: endpoint(at.createRule, {
    tags,
    body: PricingRuleInputSchema,
    response: { 201: PricingRuleSchema },
  }),
  updateRule: endpoint(at.updateRule, {
    tags,
    params: IdParamsSchema,
    body: PricingRuleInputSchema,
    response: { 200: PricingRuleSchema },
  }),
  deleteRule: endpoint(at.deleteRule, { tags, params: IdParamsSchema, response: { 204: NoContentSchema } }),
  orderRules: endpoint(at.orderRules, { tags, body: RuleOrderSchema, response: rules }),
  settings: endpoint(at.settings, { tags, response: { 200: PricingSettingsSchema } }),
  saveSettings: endpoint(at.saveSettings, {
    tags,
    body: PricingSettingsSchema,
    response: { 200: PricingSettingsSchema },
  }),
  preview: endpoint(at.preview, { tags, response: { 200: PricingPreviewSchema } }),
  apply: endpoint(at.apply, { tags, response: { 200: PricingRunSchema } }),
  runs: endpoint(at.runs, { tags, response: { 200: z.object({ results: z.array(PricingRunSchema) }) } }),
  undoRun: endpoint(at.undoRun, { tags, params: IdParamsSchema, response: { 200: PricingRunSchema } }),
  supplierPricing: endpoint(at.supplierPricing, { tags, response: { 200: SupplierPricingSchema } }),
  saveSupplierPricing: endpoint(at.saveSupplierPricing, {
    tags,
    body: SupplierPricingSchema,
    response: { 200: SupplierPricingSchema },
  }),
};
