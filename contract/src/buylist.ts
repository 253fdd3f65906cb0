import { z } from 'zod';
import { idField, idParam, pageOf, PageQuerySchema, text } from './common.ts';
import { amountField } from './store-credit.ts';

/** Card conditions the store buys, best first, with the names shoppers read. */
export const BUY_CONDITIONS = ['NM', 'LP', 'MP', 'HP', 'DMG'] as const;
export type BuyCondition = (typeof BUY_CONDITIONS)[number];
export const CONDITION_LABELS: Record<BuyCondition, string> = {
  NM: 'Near Mint',
  LP: 'Lightly Played',
  MP: 'Moderately Played',
  HP: 'Heavily Played',
  DMG: 'Damaged',
};
export const BUY_FINISHES = ['nonfoil', 'foil'] as const;
export type BuyFinish = (typeof BUY_FINISHES)[number];
export const FINISH_LABELS: Record<BuyFinish, string> = { nonfoil: 'Non-foil', foil: 'Foil' };

export const PAYOUTS = ['cash', 'credit'] as const;
export type Payout = (typeof PAYOUTS)[number];

/** A submission's life: staff move it forward, the customer accepts or declines the offer. */
export const SUBMISSION_STATUSES = [
  'submitted',
  'received',
  'graded',
  'offer_sent',
  'accepted',
  'declined',
  'completed',
] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];
export const SUBMISSION_STATUS_LABELS: Record<SubmissionStatus, string> = {
  submitted: 'Submitted',
  received: 'Received',
  graded: 'Graded',
  offer_sent: 'Offer sent',
  accepted: 'Accepted',
  declined: 'Declined',
  completed: 'Completed',
};
/** The moves staff make; accepting and declining are the customer's. */
export const STAFF_NEXT: Partial<Record<SubmissionStatus, SubmissionStatus>> = {
  submitted: 'received',
  received: 'graded',
  graded: 'offer_sent',
  accepted: 'completed',
};

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optionalText = z.preprocess(blankToUndefined, text().trim().max(500).optional());

/** GET /api/buylist/?q=&game=&set=&page=: the card search's query language and filters. */
export const BuylistQuerySchema = PageQuerySchema.extend({
  q: optionalText,
  game: optionalText,
  set: optionalText,
});
export type BuylistQuery = z.infer<typeof BuylistQuerySchema>;

/** What the store pays for one condition and finish of a card, and how many it still wants. */
export const BuyOfferSchema = z.object({
  condition: z.enum(BUY_CONDITIONS),
  finish: z.enum(BUY_FINISHES),
  cash_price: z.string(),
  credit_price: z.string(),
  max_quantity: z.number().int(),
});
export type BuyOffer = z.infer<typeof BuyOfferSchema>;

export const BuylistProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  set_name: z.string(),
  game: z.string(),
  image: z.object({ file: z.string(), alt_text: z.string() }).nullable(),
  hotlist: z.boolean(),
});

/** One card of the buylist: the product and its offers per condition and finish. */
export const BuylistCardSchema = z.object({ product: BuylistProductSchema, offers: z.array(BuyOfferSchema) });
export type BuylistCard = z.infer<typeof BuylistCardSchema>;

export const BuylistPageSchema = pageOf(BuylistCardSchema).extend({
  /** False when the store is not buying (closed, or its budget is spent). */
  is_buying: z.boolean(),
});
export type BuylistPage = z.infer<typeof BuylistPageSchema>;

export const SellLineInputSchema = z.object({
  product: idField(),
  condition: z.enum(BUY_CONDITIONS, { error: 'Choose a condition' }),
  finish: z.enum(BUY_FINISHES, { error: 'Choose a finish' }),
  quantity: z
    .number({ error: 'Quantity must be a whole number' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(100, 'Quantity must be 100 or less'),
});
export type SellLineInput = z.infer<typeof SellLineInputSchema>;

/** POST /api/buylist/submissions/: the sell list. */
export const SubmissionInputSchema = z.object({
  lines: z.array(SellLineInputSchema).min(1, 'Your sell list is empty').max(200, 'At most 200 lines'),
  note: text().trim().max(1000).default(''),
});
export type SubmissionInput = z.input<typeof SubmissionInputSchema>;

export const SubmissionLineSchema = z.object({
  id: z.number().int(),
  product: z.object({ id: z.number().int().nullable(), name: z.string() }),
  condition: z.enum(BUY_CONDITIONS),
  finish: z.enum(BUY_FINISHES),
  quantity: z.number().int(),
  cash_price: z.string(),
  credit_price: z.string(),
  rejected: z.boolean(),
  reject_reason: z.string(),
  /** What the customer sent, when staff regraded the line to something else; else null. */
  submitted: z
    .object({
      condition: z.enum(BUY_CONDITIONS),
      finish: z.enum(BUY_FINISHES),
      cash_price: z.string(),
      credit_price: z.string(),
    })
    .nullable(),
});
export type SubmissionLine = z.infer<typeof SubmissionLineSchema>;

export const SubmissionSchema = z.object({
  id: z.number().int(),
  status: z.enum(SUBMISSION_STATUSES),
  customer: z.string(),
  note: z.string(),
  payout: z.enum(PAYOUTS).nullable(),
  cash_total: z.string(),
  credit_total: z.string(),
  paid: z.string().nullable(),
  lines: z.array(SubmissionLineSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Submission = z.infer<typeof SubmissionSchema>;

export const SubmissionPageSchema = pageOf(SubmissionSchema);

export const SubmissionIdParamSchema = z.object({ id: idParam() });
export const SubmissionLineParamSchema = z.object({ id: idParam(), lineId: idParam() });

/** POST /api/buylist/submissions/:id/respond/: the customer accepts (choosing a payout) or declines. */
export const SubmissionResponseSchema = z
  .object({
    decision: z.enum(['accept', 'decline'], { error: 'Choose accept or decline' }),
    payout: z.enum(PAYOUTS, { error: 'Choose cash or store credit' }).optional(),
  })
  .refine((v) => v.decision === 'decline' || v.payout, {
    message: 'Choose cash or store credit',
    path: ['payout'],
  });

export const ManageSubmissionQuerySchema = PageQuerySchema.extend({
  status: z.preprocess(blankToUndefined, z.enum(SUBMISSION_STATUSES).optional()),
});
export type ManageSubmissionQuery = z.infer<typeof ManageSubmissionQuerySchema>;

/** POST /api/manage/buylist/submissions/:id/status/: staff move it one step. */
export const SubmissionStatusChangeSchema = z.object({
  status: z.enum(SUBMISSION_STATUSES, { error: 'Unknown status' }),
});

/** PATCH /api/manage/buylist/submissions/:id/lines/:lineId/: staff grade one line. */
export const LineGradeSchema = z
  .object({
    condition: z.enum(BUY_CONDITIONS, { error: 'Choose a condition' }).optional(),
    finish: z.enum(BUY_FINISHES, { error: 'Choose a finish' }).optional(),
    quantity: SellLineInputSchema.shape.quantity.optional(),
    cash_price: amountField(false).optional(),
    credit_price: amountField(false).optional(),
    rejected: z.boolean().optional(),
    reject_reason: text().trim().max(500).optional(),
  })
  .refine((v) => !v.rejected || v.reject_reason, {
    message: 'Please give a reason',
    path: ['reject_reason'],
  });
export type LineGrade = z.input<typeof LineGradeSchema>;

const percent = (name: string, max: number) =>
  z
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(0, `${name} must be 0 or more`)
    .max(max, `${name} must be ${max} or less`);

/** The store's buy rule: percents of the market price, condition multipliers, the cap and the budget. */
export const BuylistSettingsSchema = z.object({
  is_open: z.boolean(),
  cash_percent: percent('Cash percent', 100),
  credit_percent: percent('Credit percent', 150),
  max_per_card: percent('Maximum per card', 10_000),
  budget: amountField(false),
  condition_percents: z.object(
    Object.fromEntries(BUY_CONDITIONS.map((c) => [c, percent(CONDITION_LABELS[c], 100)])) as Record<
      BuyCondition,
      ReturnType<typeof percent>
    >,
  ),
});
export type BuylistSettingsInput = z.input<typeof BuylistSettingsSchema>;
/** The settings as answered: the budget with what is committed to it (open and completed lists), of that
 * what was paid out (completed), and what remains. */
export const BuylistSettingsViewSchema = BuylistSettingsSchema.extend({
  budget: z.string(),
  committed: z.string(),
  spent: z.string(),
  remaining: z.string(),
});
export type BuylistSettings = z.infer<typeof BuylistSettingsViewSchema>;

/** A per-card exception: a hotlist bonus, not buying, or its own maximum. */
export const OverrideInputSchema = z.object({
  hotlist_percent: percent('Hotlist bonus', 200).default(0),
  not_buying: z.boolean().default(false),
  max_quantity: percent('Maximum', 10_000).nullable().default(null),
});
export const OverrideSchema = OverrideInputSchema.extend({
  product: z.object({ id: z.number().int(), name: z.string() }),
});
export type Override = z.infer<typeof OverrideSchema>;
export const OverrideListSchema = z.array(OverrideSchema);

export const BUYLIST_MESSAGES = {
  notSignedIn: 'Sign in to sell your cards',
  closed: 'The store is not buying cards at the moment',
  notBuying: (name: string) => `${name} is not on the buylist`,
  tooMany: (name: string, wanted: number) =>
    wanted > 0 ? `We only want ${wanted} more of ${name}` : `We do not want more of ${name} at the moment`,
  budget: 'This sell list is more than the store can buy at the moment',
  ownSubmission: 'Staff cannot handle their own buylist submission; ask an admin',
} as const;
