import { z } from 'zod';
import { text } from './common.ts';
import { countryKey, regionKey } from './country-codes.ts';
import { FULL_RATE, rateUnits } from './tax-rules.ts';

export { STORE_CURRENCY } from './tax-rules.ts';

const RATE_MESSAGE = 'Enter a percentage from 0 to 100, like 8.875';

/** A tax rate as an admin writes it: a country, optionally one of its regions (a US state), a rate in percent. */
export const TaxRateInputSchema = z.object({
  country: text()
    .trim()
    .max(2, 'Use a two-letter country code')
    .refine((c) => countryKey(c) !== '', 'Use a two-letter country code, like US or DE')
    .transform(countryKey),
  region: text()
    .trim()
    .regex(/^[A-Za-z0-9]{0,3}$/, 'Use a region code of up to 3 letters, like NY')
    .default('')
    .transform(regionKey),
  rate: text()
    .trim()
    .max(7, RATE_MESSAGE)
    .refine((r) => {
      const units = rateUnits(r);
      return units !== null && units <= FULL_RATE;
    }, RATE_MESSAGE),
  name: text().trim().max(60, 'At most 60 characters').default(''),
});
export type TaxRateInput = z.input<typeof TaxRateInputSchema>;

export const TaxRateSchema = z.object({
  id: z.number().int(),
  country: z.string(),
  /** '' for the whole country. */
  region: z.string(),
  /** Percent, e.g. "8.875". */
  rate: z.string(),
  name: z.string(),
});
export type TaxRate = z.infer<typeof TaxRateSchema>;
export const TaxRateListSchema = z.object({ results: z.array(TaxRateSchema) });

/** Whether the store's prices already include tax (EU VAT) or tax is added on top (US sales tax). */
export const TaxSettingsSchema = z.object({
  prices_include_tax: z.boolean({ error: 'Say whether prices include tax' }),
});
export type TaxSettings = z.infer<typeof TaxSettingsSchema>;

/** Staff mark a customer tax-exempt (a reseller's certificate): their orders are charged no tax. */
export const TaxExemptionSchema = z.object({ tax_exempt: z.boolean({ error: 'Say yes or no' }) });
export type TaxExemption = z.infer<typeof TaxExemptionSchema>;
