import { z } from 'zod';
import { idParam } from './common.ts';
import { checkBand, cardRuleFields } from './pricing.ts';

const percent = z
  .number({ error: 'Enter a whole percent' })
  .int('Enter a whole percent')
  .min(0, 'At least 0')
  .max(200, 'At most 200');

/**
 * A buy rule as staff write it: the cards it matches (game, set, rarity, finish, market price band) and
 * what the store pays for them in cash and in store credit, as percents of the market price.
 */
export const BuyRuleInputSchema = z
  .object({ ...cardRuleFields, cash_percent: percent, credit_percent: percent })
  .superRefine(checkBand);
export type BuyRuleInput = z.input<typeof BuyRuleInputSchema>;

export const BuyRuleSchema = z.object({
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
  cash_percent: z.number().int(),
  credit_percent: z.number().int(),
});
export type BuyRule = z.infer<typeof BuyRuleSchema>;

export const BuyRuleListSchema = z.object({ results: z.array(BuyRuleSchema) });

export const BuyRuleIdParamSchema = z.object({ id: idParam() });
