import { z } from 'zod';
import { idParam, MAX_INT, ONE_LINE_MESSAGE, text } from './common.ts';
import { CONDITION_CODES } from './pricing.ts';

/** A card's finishes as the card data names them (a wanted line may ask for one). */
export const WANT_FINISHES = ['nonfoil', 'foil', 'etched'] as const;
/** How many lines one wantlist holds, and how many lists one shopper keeps. */
export const MAX_WANTLIST_ITEMS = 500;
export const MAX_WANTLISTS = 50;

const oneLine = (max: number, required: string) =>
  text({ error: required })
    .trim()
    .min(1, required)
    .max(max, `Use at most ${max} characters`)
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    .refine((v) => !/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(v), ONE_LINE_MESSAGE);

const optionalCode = (max: number) =>
  text()
    .trim()
    .max(max, `Use at most ${max} characters`)
    .regex(/^[A-Za-z0-9-]*$/, 'Use letters, digits and dashes')
    .transform((v) => v.toLowerCase() || undefined)
    .optional();

/** One wanted card: a name, optionally a set (code), a minimum condition, a finish, a language, a maximum price. */
export const WantlistItemInputSchema = z.object({
  name: oneLine(200, 'Card name is required'),
  set: optionalCode(12),
  condition: z.enum(CONDITION_CODES, { error: 'Choose NM, LP, MP, HP or DMG' }).optional(),
  finish: z.enum(WANT_FINISHES, { error: 'Choose nonfoil, foil or etched' }).optional(),
  language: optionalCode(8),
  maxPrice: text()
    .trim()
    .regex(/^\d{1,8}(\.\d{1,2})?$/, 'Enter an amount like 2.50')
    .optional(),
  quantity: z
    .number({ error: 'Quantity must be a whole number from 1 to 999' })
    .int('Quantity must be a whole number from 1 to 999')
    .min(1, 'Quantity must be a whole number from 1 to 999')
    .max(999, 'Quantity must be a whole number from 1 to 999'),
});
export type WantlistItemInput = z.input<typeof WantlistItemInputSchema>;

/** POST /api/account/wantlists/: a named list, with its first lines (mass entry adds what it did not find). */
export const WantlistCreateSchema = z.object({
  name: oneLine(100, 'Name is required'),
  items: z
    .array(WantlistItemInputSchema)
    .max(MAX_WANTLIST_ITEMS, `A wantlist holds at most ${MAX_WANTLIST_ITEMS} cards`)
    .optional(),
});
export type WantlistCreate = z.input<typeof WantlistCreateSchema>;

/** PATCH /api/account/wantlists/{id}/: a new name, or alerts on or off. */
export const WantlistUpdateSchema = z.object({
  name: oneLine(100, 'Name is required').optional(),
  alerts: z.boolean({ error: 'Alerts are on or off' }).optional(),
});
export type WantlistUpdate = z.input<typeof WantlistUpdateSchema>;

export const WantlistItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  set: z.string().nullable(),
  condition: z.enum(CONDITION_CODES).nullable(),
  finish: z.enum(WANT_FINISHES).nullable(),
  language: z.string().nullable(),
  maxPrice: z.string().nullable(),
  quantity: z.number().int(),
});
export type WantlistItem = z.infer<typeof WantlistItemSchema>;

export const WantlistSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  alerts: z.boolean(),
  created_at: z.string(),
  items: z.array(WantlistItemSchema),
});
export type Wantlist = z.infer<typeof WantlistSchema>;

export const WantlistListSchema = z.object({ results: z.array(WantlistSchema) });
export type WantlistList = z.infer<typeof WantlistListSchema>;

export const WantlistParamsSchema = z.object({ id: idParam() });
export const WantlistItemParamsSchema = z.object({ id: idParam(), itemId: idParam() });

/** The link in an alert e-mail: which list, and the store's signature of it. */
export const UnsubscribeQuerySchema = z.object({
  list: idParam('The link is not valid'),
  token: text()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'The link is not valid')
    .optional()
    .default(''),
});
export const UnsubscribeStateSchema = z.object({ name: z.string(), alerts: z.boolean() });
export type UnsubscribeState = z.infer<typeof UnsubscribeStateSchema>;

/** One card shoppers want (staff's demand view): how many shoppers, how many copies, and how many are in stock. */
export const WantedCardSchema = z.object({
  name: z.string(),
  shoppers: z.number().int(),
  quantity: z.number().int().max(MAX_INT),
  in_stock: z.number().int(),
});
export const WantedCardListSchema = z.object({ results: z.array(WantedCardSchema) });
export type WantedCard = z.infer<typeof WantedCardSchema>;
