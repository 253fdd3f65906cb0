import { z } from 'zod';
import { text } from './common.ts';

export const SALE_KINDS = ['percent', 'amount'] as const;
export const SALE_STATUSES = ['scheduled', 'running', 'ended'] as const;

const optionalText = (max: number) =>
  text()
    .trim()
    .max(max, `At most ${max} characters`)
    .transform((v) => v || null)
    .nullable()
    .default(null);
const optionalId = z.number().int().min(1).max(2_147_483_647).nullable().default(null);
const instant = z.iso.datetime({ offset: true, error: 'Enter a date and time' });

/**
 * A sale by rule as staff write it (issue 28): what it matches (empty filters match every product), a
 * percent or a fixed amount off, and when it runs (no start: now; no end: until ended).
 */
export const SaleRuleInputSchema = z
  .object({
    name: text().trim().min(1, 'Name the sale').max(100, 'At most 100 characters'),
    game: z.enum(['mtg', 'pokemon']).nullable().default(null),
    set_code: optionalText(20),
    rarity: optionalText(40),
    category_id: optionalId,
    product_type_id: optionalId,
    product_id: optionalId,
    kind: z.enum(SALE_KINDS, { error: 'Choose percent or amount' }),
    percent: z.number().gt(0, 'More than 0').max(100, 'At most 100').nullable().default(null),
    amount: text()
      .trim()
      .regex(/^\d{1,8}(\.\d{1,2})?$/, 'Enter an amount like 5.00')
      .nullable()
      .default(null),
    starts_at: instant.nullable().default(null),
    ends_at: instant.nullable().default(null),
  })
  .superRefine((r, issue) => {
    if (r.kind === 'percent' && r.percent === null)
      issue.addIssue({ code: 'custom', path: ['percent'], message: 'Enter the percent off' });
    if (r.kind === 'amount' && (r.amount === null || Number(r.amount) <= 0))
      issue.addIssue({ code: 'custom', path: ['amount'], message: 'Enter the amount off' });
    const start = r.starts_at ? Date.parse(r.starts_at) : Date.now();
    if (r.ends_at && Date.parse(r.ends_at) <= start)
      issue.addIssue({ code: 'custom', path: ['ends_at'], message: 'The sale must end after it starts' });
  });
export type SaleRuleInput = z.input<typeof SaleRuleInputSchema>;

export const SaleRuleSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  name: z.string(),
  game: z.string().nullable(),
  set_code: z.string().nullable(),
  rarity: z.string().nullable(),
  category_id: z.number().int().nullable(),
  product_type_id: z.number().int().nullable(),
  product_id: z.number().int().nullable(),
  kind: z.enum(SALE_KINDS),
  percent: z.number().nullable(),
  amount: z.string().nullable(),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  /** What the clock says: not started, running, or over (its end passed or staff ended it). */
  status: z.enum(SALE_STATUSES),
  /** The products this sale prices now (0 unless it runs). */
  products_on_sale: z.number().int(),
});
export type SaleRule = z.infer<typeof SaleRuleSchema>;

export const SaleRuleListSchema = z.object({ results: z.array(SaleRuleSchema) });
export type SaleRuleList = z.infer<typeof SaleRuleListSchema>;

/** A sale before it is saved: how many products it matches and a few of them before and after. */
export const SalePreviewSchema = z.object({
  count: z.number().int(),
  samples: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      price: z.string(),
      sale_price: z.string(),
    }),
  ),
});
export type SalePreview = z.infer<typeof SalePreviewSchema>;
