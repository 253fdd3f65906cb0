import { z } from 'zod';
import { text } from './common.ts';

/** Where a refund's money goes: back to the card through the payment provider, or into store credit. */
export const REFUND_METHODS = ['card', 'store_credit'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

/** A refund row's life: `pending` while the provider is asked, then `succeeded` or `failed` (decision 057). */
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;

export const REFUND_MESSAGES = {
  nothing: 'Choose at least one line or the shipping to refund',
  notPaid: 'Only a paid order can be refunded',
  line: 'This order has no such line',
  tooMany: 'More than is left to refund of this line',
  shipping: 'More than is left to refund of the shipping',
  overPaid: 'More than is left of what the order was paid',
  card: 'More than was paid by card is left to give back: refund the rest as store credit',
  notCard: 'This order was not paid by card: refund it as store credit',
  amount: 'Enter an amount like 5.99, or all',
  cancelled: 'A cancelled order’s units are back in stock already: refund without restocking',
  providerFailed: 'The card refund failed, nothing was refunded. Try again or refund as store credit.',
} as const;

const quantity = z.number().int('Whole units only').min(1, 'At least 1').max(100_000);

/** POST /api/manage/orders/:id/refunds/ (and its quote): what to give back; the server prices it. */
export const RefundRequestSchema = z.object({
  lines: z
    .array(z.object({ order_item_id: z.number().int().min(1), quantity }))
    .max(500)
    .default([]),
  /** Dollars of the shipping charge to give back (its tax follows), or `all` of what is left. */
  shipping: z
    .union([z.number(), text()])
    .transform((v) => String(v).trim())
    .pipe(z.string().regex(/^(all|\d{1,7}(\.\d{1,2})?)$/, REFUND_MESSAGES.amount))
    .default('0'),
  method: z.enum(REFUND_METHODS),
  /** Put the refunded units back in stock (to the supplier rows they came from). */
  restock: z.boolean().default(false),
  reason: text().trim().max(500).default(''),
});
export type RefundRequest = z.input<typeof RefundRequestSchema>;
/** The request as the server reads it, defaults filled in. */
export type RefundAsked = z.output<typeof RefundRequestSchema>;

/** One line of a refund: units of an order line, the price given back and its share of the line's tax. */
export const RefundLineSchema = z.object({
  order_item_id: z.number().int(),
  name: z.string(),
  quantity: z.number().int(),
  amount: z.string(),
  tax: z.string(),
});

/** What a refund gives back, as the server computed it from the order (dollars, 2 decimals). */
export const RefundQuoteSchema = z.object({
  lines: z.array(RefundLineSchema),
  shipping: z.string(),
  /** The tax given back: the lines' shares and shipping's (inside the amounts when prices include tax). */
  tax: z.string(),
  total: z.string(),
  currency: z.string(),
});
export type RefundQuote = z.infer<typeof RefundQuoteSchema>;

/** A refund made: its amounts, where the money went and who made it. */
export const RefundSchema = RefundQuoteSchema.extend({
  id: z.number().int(),
  created_at: z.string(),
  method: z.enum(REFUND_METHODS),
  status: z.enum(REFUND_STATUSES),
  /** The provider's id of the card refund (null for store credit). */
  provider_refund_id: z.string().nullable(),
  restocked: z.boolean(),
  reason: z.string(),
  /** The staff member's username; null in the customer's view. */
  by: z.string().nullable(),
});
export type Refund = z.infer<typeof RefundSchema>;

/** GET /api/manage/orders/:id/refunds/: what the refund form needs, and the refunds made. */
export const RefundStateSchema = z.object({
  order_id: z.number().int(),
  order_number: z.string(),
  payment_status: z.string(),
  currency: z.string(),
  tax_included: z.boolean(),
  lines: z.array(
    z.object({
      order_item_id: z.number().int(),
      name: z.string(),
      quantity: z.number().int(),
      refunded_quantity: z.number().int(),
      price: z.string(),
    }),
  ),
  shipping_cost: z.string(),
  shipping_refunded: z.string(),
  paid: z.string(),
  paid_by_card: z.string(),
  refunded: z.string(),
  /** What may still go back to the card, and in all. */
  card_refundable: z.string(),
  refundable: z.string(),
  refunds: z.array(RefundSchema),
});
export type RefundState = z.infer<typeof RefundStateSchema>;
