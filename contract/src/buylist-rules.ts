import { z } from 'zod';
import { idParam } from './common.ts';
import { cardRuleAnswerFields, checkBand, cardRuleFields } from './pricing.ts';

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
  ...cardRuleAnswerFields,
  cash_percent: z.number().int(),
  credit_percent: z.number().int(),
});
export type BuyRule = z.infer<typeof BuyRuleSchema>;

export const BuyRuleListSchema = z.object({ results: z.array(BuyRuleSchema) });

export const BuyRuleIdParamSchema = z.object({ id: idParam() });
