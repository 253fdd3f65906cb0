import { z } from 'zod';
import { text } from './common.ts';

export const CONDITION_CODES = ['NM', 'LP', 'MP', 'HP', 'DMG'] as const;
export const RULE_BASES = ['market', 'low', 'mid', 'provider', 'fixed'] as const;
export const ROUNDINGS = ['none', '99', '49-99'] as const;
export const PRICE_FINISHES = ['nonfoil', 'foil'] as const;
export const PRICE_PROVIDERS = ['tcgplayer', 'cardmarket', 'cardkingdom', 'cardsphere'] as const;

const amount = (signed = false) =>
  text()
    .trim()
    .regex(
      signed ? /^-?\d{1,8}(\.\d{1,2})?$/ : /^\d{1,8}(\.\d{1,2})?$/,
      `Enter an amount like ${signed ? '-0.50' : '0.25'}`,
    );
const optionalAmount = amount().nullable().default(null);
const optionalText = (max: number) =>
  text()
    .trim()
    .max(max, `At most ${max} characters`)
    .transform((v) => v || null)
    .nullable()
    .default(null);

/** What a rule (pricing's or the buylist's) matches cards by; an empty filter matches every card. */
export const cardRuleFields = {
  name: text().trim().min(1, 'Name the rule').max(100, 'At most 100 characters'),
  is_active: z.boolean().default(true),
  game: z.enum(['mtg', 'pokemon']).nullable().default(null),
  set_code: optionalText(20),
  rarity: optionalText(40),
  finish: z.enum(PRICE_FINISHES).nullable().default(null),
  /** The card's market price band. */
  min_price: optionalAmount,
  max_price: optionalAmount,
};

/** A price band must not end below its start. */
export function checkBand(r: { min_price: string | null; max_price: string | null }, issue: z.RefinementCtx) {
  if (r.min_price && r.max_price && Number(r.min_price) > Number(r.max_price))
    issue.addIssue({ code: 'custom', path: ['max_price'], message: 'The band ends below its start' });
}

/** A pricing rule as staff write it; empty filters match every card. */
export const PricingRuleInputSchema = z
  .object({
    ...cardRuleFields,
    condition: z.enum(CONDITION_CODES).nullable().default(null),
    base: z.enum(RULE_BASES),
    provider: z.enum(PRICE_PROVIDERS).nullable().default(null),
    fixed_price: optionalAmount,
    percent: z.number().min(-100, 'At least -100').max(1000, 'At most 1000').default(0),
    amount: amount(true).default('0.00'),
    floor: optionalAmount,
    ceiling: optionalAmount,
    rounding: z.enum(ROUNDINGS).default('none'),
  })
  .superRefine((r, issue) => {
    if (r.base === 'fixed' && !r.fixed_price)
      issue.addIssue({ code: 'custom', path: ['fixed_price'], message: 'A fixed base needs an amount' });
    if (r.base === 'provider' && !r.provider)
      issue.addIssue({ code: 'custom', path: ['provider'], message: 'Choose the provider' });
    if (r.floor && r.ceiling && Number(r.floor) > Number(r.ceiling))
      issue.addIssue({ code: 'custom', path: ['ceiling'], message: 'The ceiling is below the floor' });
    checkBand(r, issue);
  });
export type PricingRuleInput = z.input<typeof PricingRuleInputSchema>;

/** An ordered card rule as it is answered: its place, and the cards it matches (`cardRuleFields`). */
export const cardRuleAnswerFields = {
  id: z.number().int(),
  position: z.number().int(),
  name: z.string(),
  is_active: z.boolean(),
  game: z.string().nullable(),
  set_code: z.string().nullable(),
  rarity: z.string().nullable(),
  finish: z.string().nullable(),
  min_price: z.string().nullable(),
  max_price: z.string().nullable(),
};

export const PricingRuleSchema = z.object({
  ...cardRuleAnswerFields,
  condition: z.string().nullable(),
  base: z.enum(RULE_BASES),
  provider: z.string().nullable(),
  fixed_price: z.string().nullable(),
  percent: z.number(),
  amount: z.string(),
  floor: z.string().nullable(),
  ceiling: z.string().nullable(),
  rounding: z.enum(ROUNDINGS),
});
export type PricingRule = z.infer<typeof PricingRuleSchema>;
export const PricingRuleListSchema = z.object({ results: z.array(PricingRuleSchema) });

export const RuleOrderSchema = z.object({
  ids: z.array(z.number().int().min(1).max(2_147_483_647)).max(500, 'At most 500 rules'),
});

const percent = z.number().int('Whole percent').min(0, 'At least 0').max(200, 'At most 200');
export const PricingSettingsSchema = z.object({
  condition_percents: z.object({ NM: percent, LP: percent, MP: percent, HP: percent, DMG: percent }),
  market_provider: z.enum(PRICE_PROVIDERS),
  auto_apply: z.boolean(),
});
export type PricingSettings = z.infer<typeof PricingSettingsSchema>;

/** One variant whose price a preview would change (or did: apply answers the same lines). */
export const PriceChangeSchema = z.object({
  product_id: z.number().int(),
  variant_id: z.number().int(),
  name: z.string(),
  variant: z.string(),
  old_price: z.string(),
  new_price: z.string(),
});
export type PriceChange = z.infer<typeof PriceChangeSchema>;

export const PricingPreviewSchema = z.object({
  matched: z.number().int(),
  changed: z.number().int(),
  without_price: z.number().int(),
  floor_hits: z.number().int(),
  rises: z.array(PriceChangeSchema),
  falls: z.array(PriceChangeSchema),
  at_floor: z.array(PriceChangeSchema),
});
export type PricingPreview = z.infer<typeof PricingPreviewSchema>;

export const PricingRunSchema = z.object({
  id: z.number().int(),
  actor: z.string(),
  changed: z.number().int(),
  created_at: z.string(),
  undone_at: z.string().nullable(),
});
export type PricingRun = z.infer<typeof PricingRunSchema>;
export const PricingRunListSchema = z.object({ results: z.array(PricingRunSchema) });

export const PriceImportSummarySchema = z.object({
  format: z.enum(['scryfall', 'mtgjson', 'pokemon']),
  records: z.number().int(),
  points: z.number().int(),
  stored: z.number().int(),
  cards: z.number().int(),
  unmatched: z.number().int(),
  unmatched_examples: z.array(z.string()),
  applied: PricingRunSchema.nullable(),
});
export type PriceImportSummary = z.infer<typeof PriceImportSummarySchema>;

export const PriceImportQuerySchema = z.object({
  format: z.enum(['scryfall', 'mtgjson', 'pokemon']).optional(),
});

export const PriceSeriesSchema = z.object({
  finish: z.string(),
  provider: z.string(),
  currency: z.string(),
  points: z.array(z.object({ day: z.string(), price: z.string() })),
});
export const PriceHistorySchema = z.object({ days: z.number().int(), series: z.array(PriceSeriesSchema) });
export type PriceHistory = z.infer<typeof PriceHistorySchema>;

export const SupplierPricingSchema = z.object({ mode: z.enum(['store', 'own']) });
export type SupplierPricing = z.infer<typeof SupplierPricingSchema>;
