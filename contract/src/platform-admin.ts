import { z } from 'zod';
import { MIN_PASSWORD_LENGTH, requiredEmail } from './auth.ts';
import { storeName, text } from './common.ts';
import { AppTypeSchema } from './tenant.ts';

// The platform console (issue 15): operators create, list, suspend, resume and delete stores.

export const STORE_STATUSES = ['active', 'suspended'] as const;
export const StoreStatusSchema = z.enum(STORE_STATUSES);
export type StoreStatus = z.infer<typeof StoreStatusSchema>;

/** A store's slug: lower-case letters, digits and inner dashes, 2–40 characters. */
export const StoreSlugSchema = text({ error: 'Slug is required' })
  .trim()
  .toLowerCase()
  .regex(
    /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])$/,
    'Use 2–40 lower-case letters, digits and dashes (not first or last)',
  );

/** A host name a store answers on: `shop.example.com`, `mystore.localhost` (no scheme, no port). */
export const DomainSchema = text({ error: 'Domain is required' })
  .trim()
  .toLowerCase()
  .max(253, 'A domain has at most 253 characters')
  .regex(
    /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/,
    'Use a host name like shop.example.com, without http:// or a port',
  );

const ownerPassword = text()
  .min(MIN_PASSWORD_LENGTH, 'Password must be at least 8 characters long')
  .max(200, 'Password is too long');

/** POST /api/platform/stores/ (and `npm run store -- create`). */
export const CreateStoreSchema = z.object({
  slug: StoreSlugSchema,
  name: storeName('Name is required', 'Name is too long'),
  domains: z
    .array(DomainSchema, { error: 'At least one domain is required' })
    .min(1, 'At least one domain is required')
    .max(20, 'At most 20 domains'),
  app_type: AppTypeSchema.default('ecommerce'),
  owner_email: requiredEmail('Owner email is required', 'Please enter a valid email address'),
  owner_username: text()
    .trim()
    .min(3, 'Username must be at least 3 characters long')
    .max(150)
    .regex(/^[\w.@+-]+$/, 'Username may contain only letters, numbers and @ . + - _')
    .optional(),
  owner_password: ownerPassword.optional(),
});
export type CreateStore = z.input<typeof CreateStoreSchema>;

/** A store as the console lists it, with its counts. */
export const StoreSummarySchema = z.object({
  slug: z.string(),
  name: z.string(),
  domains: z.array(z.string()),
  /** The store's primary domain as a link (the first domain). */
  url: z.string().nullable(),
  status: StoreStatusSchema,
  app_type: AppTypeSchema,
  products: z.number().int(),
  orders: z.number().int(),
  users: z.number().int(),
  /** The store's Stripe Connect account (`acct_…`), or null when cards are paid to the platform's own account. */
  stripe_account_id: z.string().nullable(),
  created_at: z.string(),
});
export type StoreSummary = z.infer<typeof StoreSummarySchema>;

export const StoreListSchema = z.object({ results: z.array(StoreSummarySchema) });

export const CreatedStoreSchema = z.object({
  store: StoreSummarySchema,
  owner: z.object({ username: z.string(), email: z.string() }),
  /** The one-time link the owner sets a password with (also e-mailed), when none was given. */
  set_password_link: z.string().nullable(),
});
export type CreatedStore = z.infer<typeof CreatedStoreSchema>;

export const StoreSlugParamsSchema = z.object({ slug: StoreSlugSchema });
export const AddDomainSchema = z.object({ domain: DomainSchema });
/** Deleting a store asks for its slug typed again. */
export const DeleteStoreSchema = z.object({
  confirm: text({ error: 'Type the store’s slug to confirm' }).trim().max(100),
});
export const StoreResultSchema = z.object({ store: StoreSummarySchema });

/**
 * A store's Stripe Connect account: `acct_` and Stripe's letters and digits. Null, or a blank field, pays the
 * platform's own account.
 */
export const StripeAccountSchema = z.object({
  account_id: text({ error: 'Account id must be text or null' })
    .trim()
    .transform((id) => id || null)
    .pipe(
      z
        .string()
        .regex(/^acct_[A-Za-z0-9]{6,64}$/, 'A Stripe account id looks like acct_1AbCdEfGh…')
        .nullable(),
    )
    .nullable(),
});
export type StripeAccount = z.infer<typeof StripeAccountSchema>;

export const OperatorSchema = z.object({ id: z.number().int(), email: z.string(), name: z.string() });
export type Operator = z.infer<typeof OperatorSchema>;

/** GET /api/platform/session/: the signed-in operator, or null. */
export const PlatformSessionSchema = z.object({ operator: OperatorSchema.nullable() });
export type PlatformSession = z.infer<typeof PlatformSessionSchema>;

export const OperatorLoginSchema = z.object({
  email: requiredEmail(),
  password: text({ error: 'Password is required' }).min(1, 'Password is required').max(200),
});
export type OperatorLogin = z.infer<typeof OperatorLoginSchema>;
export const OperatorResultSchema = z.object({ operator: OperatorSchema });

/** POST /api/platform/operators/ (the CLI only: `npm run store -- operator create`). */
export const CreateOperatorSchema = z.object({
  email: requiredEmail(),
  name: text().trim().max(150).default(''),
  password: ownerPassword,
});
export type CreateOperator = z.input<typeof CreateOperatorSchema>;

// Self-service "Open your store" on the platform host (PLATFORM_SIGNUP): a verified e-mail creates the store.

/** Subdomains no signup may take: the platform's own and the ones people mistake for it. */
export const RESERVED_SUBDOMAINS = [
  'www',
  'platform',
  'admin',
  'api',
  'app',
  'mail',
  'smtp',
  'ftp',
  'static',
  'cdn',
  'assets',
  'media',
  'help',
  'support',
  'status',
  'docs',
  'blog',
  'billing',
  'login',
  'signup',
  'account',
  'dashboard',
  'store',
  'stores',
  'shop',
  'localhost',
  'test',
] as const;

/** GET /api/platform/signup/: signup is open, and a new store answers on `<subdomain>.<store_domain>`. */
export const SignupInfoSchema = z.object({ store_domain: z.string() });
export type SignupInfo = z.infer<typeof SignupInfoSchema>;

/** POST /api/platform/signup/ */
export const SignupSchema = z.object({
  store_name: storeName('Store name is required', 'Store name is too long'),
  subdomain: text({ error: 'Subdomain is required' })
    .trim()
    .toLowerCase()
    .min(3, 'Use at least 3 characters')
    .max(40, 'Use at most 40 characters')
    .regex(
      /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])$/,
      'Use lower-case letters, digits and dashes (not first or last)',
    )
    .refine((v) => !(RESERVED_SUBDOMAINS as readonly string[]).includes(v), 'This name is reserved'),
  email: requiredEmail('Email is required', 'Please enter a valid email address'),
});
export type Signup = z.input<typeof SignupSchema>;
export const SignupSentSchema = z.object({ message: z.string() });

/** POST /api/platform/signup/confirm/: the token of the verification link. */
export const SignupConfirmSchema = z.object({
  token: text({ error: 'The link is incomplete' }).trim().min(1, 'The link is incomplete').max(2000),
});
export const SignupDoneSchema = z.object({
  store: z.object({ name: z.string(), url: z.string() }),
  /** Where the new admin chooses a password (on the store's own host), then signs in to the setup wizard. */
  set_password_link: z.string(),
});
export type SignupDone = z.infer<typeof SignupDoneSchema>;
