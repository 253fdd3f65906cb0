import { z } from 'zod';
import { idParam, text } from './common.ts';
import { amountField } from './store-credit.ts';

/** A gift card is `active` while it can be spent; staff `void` it (its balance goes to zero). */
export const GIFT_CARD_STATUSES = ['active', 'void'] as const;
export type GiftCardStatus = (typeof GIFT_CARD_STATUSES)[number];

/** What moved a card's balance: issued, spent on an order, given back, redeemed onto store credit, voided. */
export const GIFT_CARD_ENTRY_KINDS = ['issue', 'spend', 'restore', 'redeem', 'void'] as const;
export type GiftCardEntryKind = (typeof GIFT_CARD_ENTRY_KINDS)[number];

export const GIFT_CARD_MESSAGES = {
  code: 'Enter the gift card code',
  notFound: 'We could not find an active gift card with this code',
  empty: 'This gift card has no balance left',
  alreadyVoid: 'This gift card is already void',
  email: 'Enter a valid e-mail address',
  zero: 'The amount must be more than zero',
  tooMuch: 'A gift card can hold at most 10000.00',
} as const;

/** How a card is named wherever its code is not shown: four dots and its last four characters. */
export const maskedGiftCard = (last4: string) => `····${last4}`;

/** A code as typed: letters and digits, spaces and dashes ignored, any case. */
export const giftCardCode = () =>
  text()
    .transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{16}$/, GIFT_CARD_MESSAGES.notFound));

/** POST /api/gift-cards/balance/ and POST /api/account/gift-cards/redeem/: a code (in the body, never a URL). */
export const GiftCardCodeSchema = z.object({ code: giftCardCode() });
export type GiftCardCode = z.input<typeof GiftCardCodeSchema>;

/** A card's public balance, as the balance page answers it. */
export const GiftCardBalanceSchema = z.object({
  card: z.string(),
  balance: z.string(),
  status: z.enum(GIFT_CARD_STATUSES),
});
export type GiftCardBalance = z.infer<typeof GiftCardBalanceSchema>;

/** One movement of a card's ledger (staff view); `amount` is signed. */
export const GiftCardEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(GIFT_CARD_ENTRY_KINDS),
  amount: z.string(),
  balance_after: z.string(),
  order_number: z.string().nullable(),
  reason: z.string(),
  created_at: z.string(),
});
export type GiftCardEntry = z.infer<typeof GiftCardEntrySchema>;

/** A gift card as staff see it: never its code, only its last four characters. */
export const GiftCardSchema = z.object({
  id: z.number().int(),
  card: z.string(),
  last4: z.string(),
  initial_amount: z.string(),
  balance: z.string(),
  status: z.enum(GIFT_CARD_STATUSES),
  recipient_email: z.string(),
  note: z.string(),
  order_number: z.string().nullable(),
  created_at: z.string(),
  entries: z.array(GiftCardEntrySchema),
});
export type GiftCard = z.infer<typeof GiftCardSchema>;

export const GiftCardListSchema = z.object({ results: z.array(GiftCardSchema) });
export type GiftCardList = z.infer<typeof GiftCardListSchema>;

/** The one answer that holds the whole code: staff issuing a card (it is also e-mailed). */
export const GiftCardIssuedSchema = GiftCardSchema.extend({ code: z.string() });
export type GiftCardIssued = z.infer<typeof GiftCardIssuedSchema>;

/** POST /api/manage/gift-cards/: staff issue a card (a goodwill card) of an amount to an e-mail address. */
export const GiftCardIssueSchema = z.object({
  amount: amountField(false),
  email: text().trim().toLowerCase().pipe(z.string().email(GIFT_CARD_MESSAGES.email).max(254)),
  note: text().trim().max(500).default(''),
});
export type GiftCardIssue = z.input<typeof GiftCardIssueSchema>;

/** POST /api/account/gift-cards/redeem/: what went onto the account's store credit. */
export const GiftCardRedeemedSchema = z.object({
  card: z.string(),
  credited: z.string(),
  store_credit_balance: z.string(),
});
export type GiftCardRedeemed = z.infer<typeof GiftCardRedeemedSchema>;

export const GiftCardIdParamSchema = z.object({ giftCardId: idParam() });
