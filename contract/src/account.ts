import { z } from 'zod';
import { requiredEmail, MIN_PASSWORD_LENGTH } from './auth.ts';
import { idParam, text } from './common.ts';

const limited = (max: number) => text().trim().max(max, `Must be at most ${max} characters`);

/** PATCH /api/user/profile/: the editable fields; Account Type is customer or supplier only (spec 6). */
export const ProfileUpdateSchema = z
  .object({
    first_name: limited(150),
    last_name: limited(150),
    email: requiredEmail(),
    phone: limited(30),
    bio: limited(1000),
    role: z.enum(['customer', 'supplier'], { error: 'Choose customer or supplier' }),
  })
  .partial();
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

export const PROFILE_VISIBILITIES = ['private', 'friends', 'public'] as const;

/** GET and PUT /api/user/settings/ (spec section 3, Settings). */
export const SettingsSchema = z.object({
  emailNotifications: z.boolean(),
  smsNotifications: z.boolean(),
  marketingEmails: z.boolean(),
  orderUpdates: z.boolean(),
  priceAlerts: z.boolean(),
  profileVisibility: z.enum(PROFILE_VISIBILITIES),
  dataSharing: z.boolean(),
  analyticsTracking: z.boolean(),
});
export type Settings = z.infer<typeof SettingsSchema>;

export const DEFAULT_SETTINGS: Settings = {
  emailNotifications: true,
  smsNotifications: false,
  marketingEmails: false,
  orderUpdates: true,
  priceAlerts: false,
  profileVisibility: 'private',
  dataSharing: false,
  analyticsTracking: false,
};

const PASSWORD_LENGTH_MESSAGE = 'Password must be at least 8 characters long.';

/** POST /api/user/change-password/ (spec section 5, Password change). */
export const ChangePasswordSchema = z.object({
  currentPassword: text({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(200),
  newPassword: text({ error: PASSWORD_LENGTH_MESSAGE })
    .min(MIN_PASSWORD_LENGTH, PASSWORD_LENGTH_MESSAGE)
    .max(200, 'Password is too long'),
});
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

/** Spec section 9: the address book's states and countries. */
export const ADDRESS_STATES = ['NY', 'CA', 'TX', 'FL'] as const;
export type AddressState = (typeof ADDRESS_STATES)[number];
export const ADDRESS_COUNTRIES = {
  US: 'United States',
  CA: 'Canada',
  GB: 'United Kingdom',
  AU: 'Australia',
} as const;
export type CountryCode = keyof typeof ADDRESS_COUNTRIES;

const REQUIRED = 'This field is required';
const required = (max: number) =>
  text({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, `Must be at most ${max} characters`);

/** POST and PUT /api/addresses/ (spec section 3, Address). */
export const AddressInputSchema = z.object({
  name: required(150),
  address: required(300),
  city: required(100),
  state: z.enum(ADDRESS_STATES, { error: 'Choose NY, CA, TX or FL' }),
  zipCode: required(20),
  country: z.enum(Object.keys(ADDRESS_COUNTRIES) as [CountryCode, ...CountryCode[]], {
    error: 'Choose US, CA, GB or AU',
  }),
  phone: limited(30).default(''),
  isDefault: z.boolean().default(false),
});
export type AddressInput = z.input<typeof AddressInputSchema>;

export const AddressSchema = AddressInputSchema.extend({
  id: z.number().int(),
  phone: z.string(),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof AddressSchema>;
export const AddressListSchema = z.array(AddressSchema);

export const IdParamSchema = z.object({ id: idParam() });

/** POST /api/wishlist/ */
export const WishlistAddSchema = z.object({
  product: idParam('Product is required'),
});

/** A wishlist entry: the product id (spec section 3) and what the wishlist grid shows of it. */
export const WishlistEntrySchema = z.object({
  product: z.number().int(),
  added_at: z.string(),
  product_detail: z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    price: z.string(),
    short_description: z.string(),
    is_active: z.boolean(),
    image: z.object({ file: z.string(), alt_text: z.string() }).nullable(),
  }),
});
export type WishlistEntry = z.infer<typeof WishlistEntrySchema>;
export const WishlistEntryListSchema = z.array(WishlistEntrySchema);
