import { z } from 'zod';
import { CartSchema } from './cart.ts';
import { MoneySchema } from './catalog.ts';
import { text } from './common.ts';
import { CONDITION_CODES } from './pricing.ts';

/** Limits of one pasted list (docs/mass-entry.md): a readable 400 beyond them. */
export const MASS_ENTRY_MAX_BYTES = 64 * 1024;
export const MASS_ENTRY_MAX_LINES = 500;

/** Card conditions, best first: `minCondition` takes a card of this one or better. */
export const MASS_ENTRY_CONDITIONS = CONDITION_CODES;
export type MassEntryCondition = (typeof MASS_ENTRY_CONDITIONS)[number];

/** Which offer of a line is taken first: the lowest price, or the best condition (then the lowest price). */
export const MASS_ENTRY_PICKS = ['cheapest', 'best_condition'] as const;

export const MassEntryOptionsSchema = z.object({
  pick: z
    .enum(MASS_ENTRY_PICKS, { error: `pick must be one of ${MASS_ENTRY_PICKS.join(', ')}` })
    .default('cheapest'),
  minCondition: z
    .enum(MASS_ENTRY_CONDITIONS, { error: `minCondition must be one of ${MASS_ENTRY_CONDITIONS.join(', ')}` })
    .default('DMG'),
  foil: z.enum(['any', 'foil', 'nonfoil'], { error: 'foil must be any, foil or nonfoil' }).default('any'),
  /** exact: a line naming a set (and number, and `*F*`) takes only that printing; any: every printing of the name. */
  printing: z.enum(['any', 'exact'], { error: 'printing must be any or exact' }).default('exact'),
  /** A seller's username: its offers are taken first where it has the card. */
  preferSeller: text().trim().max(150, 'preferSeller is at most 150 characters').optional(),
});
export type MassEntryOptions = z.infer<typeof MassEntryOptionsSchema>;

/** POST /api/ecommerce/cart/mass-entry/ */
export const MassEntryBodySchema = z.object({
  list: text({ error: 'Paste a deck list' }).max(
    MASS_ENTRY_MAX_BYTES,
    `A list is at most ${MASS_ENTRY_MAX_BYTES / 1024} KB`,
  ),
  options: MassEntryOptionsSchema.default({
    pick: 'cheapest',
    minCondition: 'DMG',
    foil: 'any',
    printing: 'exact',
  }),
  /** true: everything found goes into the signed-in shopper's cart, in one transaction. */
  add: z.boolean({ error: 'add must be true or false' }).default(false),
});
export type MassEntryBody = z.input<typeof MassEntryBodySchema>;

/**
 * One line the store cannot fill: the shape of a wantlist item (POST /api/account/wantlists/ `items`), so the
 * missing lines can become a wantlist as they are.
 */
export const MassEntryMissingSchema = z.object({
  name: z.string(),
  set: z.string().optional(),
  condition: z.enum(MASS_ENTRY_CONDITIONS).optional(),
  finish: z.enum(['foil', 'nonfoil']).optional(),
  quantity: z.number().int(),
});
export type MassEntryMissing = z.infer<typeof MassEntryMissingSchema>;

/** Units of one printing, condition and finish that fill (part of) a line, at the price the cart charges. */
export const MassEntryOfferSchema = z.object({
  product_id: z.number().int(),
  variant_id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  set_code: z.string(),
  set_name: z.string(),
  collector_number: z.string(),
  condition: z.string(),
  finish: z.enum(['foil', 'nonfoil']),
  language: z.string(),
  /** Who holds the units checkout would take first (cheapest stock rows first); the store's own under its name. */
  sellers: z.array(z.string()),
  unit_price: MoneySchema,
  /** Units taken for this line. */
  quantity: z.number().int(),
  /** Units of this offer the shopper could still add (stock less what their cart already holds). */
  available: z.number().int(),
});
export type MassEntryOffer = z.infer<typeof MassEntryOfferSchema>;

export const MASS_ENTRY_STATUSES = ['found', 'short', 'missing', 'unreadable'] as const;

export const MassEntryLineSchema = z.object({
  /** The line's number in the pasted text, from 1. */
  line: z.number().int(),
  text: z.string(),
  /** The section the line sits under (Deck, Sideboard, Commander, Companion…), null before any. */
  section: z.string().nullable(),
  status: z.enum(MASS_ENTRY_STATUSES),
  name: z.string(),
  set: z.string().nullable(),
  number: z.string().nullable(),
  wanted: z.number().int(),
  found: z.number().int(),
  offers: z.array(MassEntryOfferSchema),
  missing: MassEntryMissingSchema.nullable(),
  /** Why an unreadable line was not read. */
  reason: z.string().nullable(),
});
export type MassEntryLine = z.infer<typeof MassEntryLineSchema>;

export const MassEntryAnswerSchema = z.object({
  lines: z.array(MassEntryLineSchema),
  wanted: z.number().int(),
  found: z.number().int(),
  /** What the found units cost, unit price × quantity summed. */
  subtotal: MoneySchema,
  missing: z.array(MassEntryMissingSchema),
  added: z.boolean(),
  /** The cart after adding (with `add`), else null. */
  cart: CartSchema.nullable(),
});
export type MassEntryAnswer = z.infer<typeof MassEntryAnswerSchema>;
