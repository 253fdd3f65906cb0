import { z } from 'zod';
import { idField, text } from './common.ts';

/** Issue 28: what a refused discount code says, one message per reason (decision 060). */
export const CODE_MESSAGES = {
  unknown: 'We do not know this code',
  expired: 'This code has expired',
  notStarted: 'This code is not active yet',
  usedUp: 'This code has been used up',
  notForItems: 'This code does not apply to the items in your cart',
  /** Said with the minimum: "Spend at least $50.00 to use this code". */
  minimum: (amount: string) => `Spend at least $${amount} to use this code`,
} as const;

export const DISCOUNT_KINDS = ['percent', 'fixed'] as const;
export const DISCOUNT_SCOPES = ['order', 'lines'] as const;

const amount = text()
  .trim()
  .regex(/^\d{1,8}(\.\d{1,2})?$/, 'Enter an amount like 5.00');
const optionalText = (max: number) =>
  text()
    .trim()
    .max(max, `At most ${max} characters`)
    .transform((v) => v || null)
    .nullable()
    .default(null);
const optionalId = idField().nullable().default(null);
const moment = z.iso.datetime({ offset: true, error: 'Enter a date and time' }).nullable().default(null);
const limit = z
  .number({ error: 'Enter a whole number' })
  .int('Enter a whole number')
  .min(1, 'At least 1')
  .max(1_000_000, 'At most 1000000')
  .nullable()
  .default(null);

/** What a code or promotion matches a line by (pricing rules' card fields, and the catalogue's); empty = every line. */
export const lineMatchFields = {
  game: z.enum(['mtg', 'pokemon']).nullable().default(null),
  set_code: optionalText(20),
  rarity: optionalText(40),
  category_id: optionalId,
  product_type_id: optionalId,
  product_id: optionalId,
};

const window = { starts_at: moment, ends_at: moment };

function checkWindow(r: { starts_at: string | null; ends_at: string | null }, issue: z.RefinementCtx) {
  if (r.starts_at && r.ends_at && Date.parse(r.ends_at) <= Date.parse(r.starts_at))
    issue.addIssue({ code: 'custom', path: ['ends_at'], message: 'The end must be after the start' });
}

/** A discount code as staff write it: percent or fixed, on the order or on the matching lines. */
export const DiscountCodeInputSchema = z
  .object({
    code: text()
      .trim()
      .min(1, 'Enter the code')
      .max(40, 'At most 40 characters')
      .regex(/^[A-Za-z0-9_-]+$/, 'Letters, digits, - and _ only'),
    description: text().trim().max(200, 'At most 200 characters').default(''),
    kind: z.enum(DISCOUNT_KINDS),
    /** Percent off (kind percent), up to 2 decimals. */
    percent: z
      .number({ error: 'Enter a percentage' })
      .gt(0, 'More than 0')
      .max(100, 'At most 100')
      .multipleOf(0.01, 'At most 2 decimals')
      .nullable()
      .default(null),
    /** Amount off (kind fixed), in dollars. */
    amount: amount.nullable().default(null),
    applies_to: z.enum(DISCOUNT_SCOPES).default('order'),
    ...lineMatchFields,
    min_spend: amount.nullable().default(null),
    ...window,
    total_limit: limit,
    per_customer_limit: limit,
    /** Combines with automatic promotions on the same line (else it skips the lines a promotion counted). */
    stackable: z.boolean().default(false),
    is_active: z.boolean().default(true),
  })
  .superRefine((r, issue) => {
    if (r.kind === 'percent' && r.percent === null)
      issue.addIssue({ code: 'custom', path: ['percent'], message: 'Enter a percentage' });
    if (r.kind === 'fixed' && (r.amount === null || Number(r.amount) <= 0))
      issue.addIssue({ code: 'custom', path: ['amount'], message: 'Enter an amount above 0' });
    checkWindow(r, issue);
  });
export type DiscountCodeInput = z.input<typeof DiscountCodeInputSchema>;

const matchAnswer = {
  game: z.string().nullable(),
  set_code: z.string().nullable(),
  rarity: z.string().nullable(),
  category_id: z.number().int().nullable(),
  product_type_id: z.number().int().nullable(),
  product_id: z.number().int().nullable(),
};

export const DiscountCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  percent: z.number().nullable(),
  amount: z.string().nullable(),
  applies_to: z.enum(DISCOUNT_SCOPES),
  ...matchAnswer,
  min_spend: z.string().nullable(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  total_limit: z.number().int().nullable(),
  per_customer_limit: z.number().int().nullable(),
  stackable: z.boolean(),
  is_active: z.boolean(),
  /** Orders that carry the code. */
  uses: z.number().int(),
});
export type DiscountCode = z.infer<typeof DiscountCodeSchema>;
export const DiscountCodeListSchema = z.object({ results: z.array(DiscountCodeSchema) });

/** An automatic "buy X, get Y free" promotion: of every X + Y matching units, the Y cheapest are free. */
export const PromotionInputSchema = z
  .object({
    name: text().trim().min(1, 'Name the promotion').max(100, 'At most 100 characters'),
    is_active: z.boolean().default(true),
    ...lineMatchFields,
    buy_quantity: z.number({ error: 'Enter a number' }).int('Whole units').min(1, 'At least 1').max(100),
    free_quantity: z.number({ error: 'Enter a number' }).int('Whole units').min(1, 'At least 1').max(100),
    ...window,
  })
  .superRefine(checkWindow);
export type PromotionInput = z.input<typeof PromotionInputSchema>;

export const PromotionSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  name: z.string(),
  is_active: z.boolean(),
  ...matchAnswer,
  buy_quantity: z.number().int(),
  free_quantity: z.number().int(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
});
export type Promotion = z.infer<typeof PromotionSchema>;
export const PromotionListSchema = z.object({ results: z.array(PromotionSchema) });

export const PromotionOrderSchema = z.object({
  ids: z.array(idField()).max(1000, 'At most 1000 promotions'),
});
