import { z } from 'zod';
import { MAX_INT, text } from './common.ts';
import { countryKey, regionKey } from './country-codes.ts';
import { PriceInputSchema } from './dashboard-manage.ts';

/** "US", "US-NY", "de": a country, or a region of it, as a zone lists it; stored upper case ("UK" → "GB"). */
const PlaceSchema = text()
  .trim()
  .max(6, 'Use a country code like DE or a region like US-NY')
  .transform((place, issue) => {
    const [country = '', region = ''] = place.split('-');
    const key = countryKey(country);
    if (!key || !/^[A-Za-z0-9]{0,3}$/.test(region) || place.split('-').length > 2) {
      issue.addIssue({ code: 'custom', message: 'Use a country code like DE or a region like US-NY' });
      return z.NEVER;
    }
    return region ? `${key}-${regionKey(region)}` : key;
  });

const optionalPrice = PriceInputSchema.nullable().default(null);
const optionalCount = z
  .number({ error: 'Use a whole number of items' })
  .int('Use a whole number of items')
  .min(0, 'Use a whole number of items')
  .max(MAX_INT, 'Too many items')
  .nullable()
  .default(null);
const optionalGrams = z
  .number({ error: 'Use a whole number of grams' })
  .int('Use a whole number of grams')
  .min(0, 'Use a whole number of grams')
  .max(MAX_INT, 'Too heavy')
  .nullable()
  .default(null);

/** A shipping zone as an admin writes it: a name, its places, and its own free-shipping threshold (optional). */
export const ShippingZoneInputSchema = z.object({
  name: text().trim().min(1, 'Name the zone').max(60, 'At most 60 characters'),
  places: z.array(PlaceSchema).min(1, 'List at least one country or region').max(100, 'At most 100 places'),
  /** Orders whose subtotal reaches it ship free in this zone; null: the store's threshold applies. */
  free_over: optionalPrice,
});
export type ShippingZoneInput = z.input<typeof ShippingZoneInputSchema>;

/**
 * A method of a zone: its price, and the orders it applies to (every condition given must hold): a subtotal
 * band (tracked above a value), an item-count band (a letter rate up to N singles) and a weight band in grams
 * (the products' shipping weights). `pickup`: collected at the store, free.
 */
export const ZoneMethodInputSchema = z.object({
  name: text().trim().min(1, 'Name the method').max(60, 'At most 60 characters'),
  description: text().trim().max(200, 'At most 200 characters').default(''),
  price: PriceInputSchema,
  pickup: z.boolean().default(false),
  min_subtotal: optionalPrice,
  max_subtotal: optionalPrice,
  min_items: optionalCount,
  max_items: optionalCount,
  min_weight_grams: optionalGrams,
  max_weight_grams: optionalGrams,
});
export type ZoneMethodInput = z.input<typeof ZoneMethodInputSchema>;

export const ZoneMethodSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.string(),
  pickup: z.boolean(),
  min_subtotal: z.string().nullable(),
  max_subtotal: z.string().nullable(),
  min_items: z.number().int().nullable(),
  max_items: z.number().int().nullable(),
  min_weight_grams: z.number().int().nullable(),
  max_weight_grams: z.number().int().nullable(),
});
export type ZoneMethod = z.infer<typeof ZoneMethodSchema>;

export const ShippingZoneSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  places: z.array(z.string()),
  free_over: z.string().nullable(),
  methods: z.array(ZoneMethodSchema),
});
export type ShippingZone = z.infer<typeof ShippingZoneSchema>;
export const ShippingZoneListSchema = z.object({ results: z.array(ShippingZoneSchema) });
export const ZoneMethodParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(MAX_INT),
  methodId: text().trim().min(1).max(40, 'Unknown method'),
});
