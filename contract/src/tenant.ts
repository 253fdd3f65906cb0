import { z } from 'zod';
import { text } from './common.ts';

export const APP_TYPES = ['ecommerce', 'inventory', 'website'] as const;
export const AppTypeSchema = z.enum(APP_TYPES);
export type AppType = z.infer<typeof AppTypeSchema>;

/** Spec section 3 (Tenant): the theme used when a store has not set its own. */
export const DEFAULT_THEME = { primary: '#3B82F6', secondary: '#6B7280', app_type: 'ecommerce' } as const;

/**
 * The platform's own colours: its console, and every new store until its owner picks colours (white text on
 * them passes WCAG AA, which the spec's default blue does not).
 */
export const PLATFORM_THEME = { primary: '#1D4ED8', secondary: '#4B5563' } as const;

export const HexColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #3B82F6');

export const ClientDetailsSchema = z.object({
  description: text().max(2000),
  business_name: text().max(200),
  email: text().max(254),
  phone: text().max(50),
  address: text().max(500),
});
export type ClientDetails = z.infer<typeof ClientDetailsSchema>;

export const ThemeSchema = z.object({
  primary: HexColorSchema,
  secondary: HexColorSchema,
  app_type: AppTypeSchema,
  logo_url: z.string().nullable(),
  client_details: ClientDetailsSchema,
});
export type Theme = z.infer<typeof ThemeSchema>;

/** GET /api/tenant-info/ */
export const TenantInfoSchema = z.object({
  tenant: z.object({ name: z.string().nullable(), slug: z.string().nullable() }),
  theme: ThemeSchema,
  tokens: z.object({ primary: HexColorSchema, secondary: HexColorSchema, app_type: AppTypeSchema }),
  /** True on the platform host: the web app shows the platform console, not a store. */
  platform: z.boolean().optional(),
  /** Orders from this subtotal on ship free (dollars); null: the store makes no such promise (no banner). */
  free_shipping_over: z.string().nullable(),
  /** The store is being set up: shoppers see "Opening soon" until its admin goes live (decision 024). */
  opening_soon: z.boolean().optional(),
});
export type TenantInfo = z.infer<typeof TenantInfoSchema>;

/** GET /api/csrf-token/ */
export const CsrfTokenSchema = z.object({ csrfToken: z.string() });
export type CsrfToken = z.infer<typeof CsrfTokenSchema>;
