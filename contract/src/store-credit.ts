import { z } from 'zod';
import { idParam, text } from './common.ts';

/**
 * Why the balance moved: a buylist payout, a staff adjustment, spending at checkout, a refund of spending, a
 * gift card redeemed onto the account (decision 062).
 */
export const STORE_CREDIT_KINDS = ['buylist', 'adjustment', 'spend', 'refund', 'gift_card'] as const;
export type StoreCreditKind = (typeof STORE_CREDIT_KINDS)[number];

/** One line of a customer's store-credit ledger; `amount` is signed (dollars, 2 decimals). */
export const StoreCreditEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(STORE_CREDIT_KINDS),
  amount: z.string(),
  balance_after: z.string(),
  reason: z.string(),
  order_number: z.string().nullable(),
  submission_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type StoreCreditEntry = z.infer<typeof StoreCreditEntrySchema>;

/** GET /api/account/store-credit/: the balance and the ledger, newest first. */
export const StoreCreditSchema = z.object({
  balance: z.string(),
  entries: z.array(StoreCreditEntrySchema),
});
export type StoreCredit = z.infer<typeof StoreCreditSchema>;

export const STORE_CREDIT_MESSAGES = {
  amount: 'Enter an amount like 12.50',
  notEnough: 'You do not have that much store credit',
  adjustmentBelowZero: 'This adjustment would make the balance negative',
  reason: 'Please give a reason',
  zero: 'The amount must not be zero',
  ownCredit: 'Staff cannot adjust their own store credit; ask an admin',
} as const;

/** An amount of money as a client sends it: a number or a decimal string, 2 decimals at most. */
export const amountField = (signed: boolean) =>
  z
    .union([z.number(), text()])
    .transform((v) => String(v).trim())
    .pipe(
      z
        .string()
        .regex(signed ? /^-?\d{1,7}(\.\d{1,2})?$/ : /^\d{1,7}(\.\d{1,2})?$/, STORE_CREDIT_MESSAGES.amount),
    );

/** POST /api/manage/store-credit/:userId/adjustments/: staff add (positive) or take (negative) credit. */
export const StoreCreditAdjustmentSchema = z.object({
  amount: amountField(true),
  reason: text().trim().min(1, STORE_CREDIT_MESSAGES.reason).max(500),
});
export type StoreCreditAdjustment = z.input<typeof StoreCreditAdjustmentSchema>;

export const UserIdParamSchema = z.object({ userId: idParam() });
