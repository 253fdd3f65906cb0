import { z } from 'zod';
import { requiredEmail } from './auth.ts';
import { PaymentMethodSchema, ShippingMethodSchema } from './checkout.ts';
import { storeName, text } from './common.ts';
import { PriceInputSchema } from './dashboard-manage.ts';

// The setup wizard a new store's admin walks (issue 15): its steps, their state, and the calls behind them.

/** The wizard's steps, in order; "go-live" ends it. */
export const SETUP_STEPS = [
  'name',
  'details',
  'colours',
  'logo',
  'app-type',
  'shipping',
  'payments',
  'suppliers',
  'import',
  'go-live',
] as const;
export const SetupStepSchema = z.enum(SETUP_STEPS, { error: 'Unknown setup step' });
export type SetupStep = z.infer<typeof SetupStepSchema>;

export const SETUP_STEP_LABELS: Record<SetupStep, string> = {
  name: 'Store name',
  details: 'Business details',
  colours: 'Colours',
  logo: 'Logo',
  'app-type': 'Application type',
  shipping: 'Shipping',
  payments: 'Payments',
  suppliers: 'Suppliers',
  import: 'Import your cards',
  'go-live': 'Go live',
};

export const StepStatusSchema = z.enum(['done', 'skipped'], { error: 'Use done or skipped' });
export type StepStatus = z.infer<typeof StepStatusSchema>;

/** GET /api/manage/setup/: what the admin has done or skipped, and whether the store is open to shoppers. */
export const SetupStateSchema = z.object({
  steps: z.partialRecord(SetupStepSchema, StepStatusSchema),
  /** The store has gone live (shoppers see it); the wizard is complete. */
  live: z.boolean(),
  opened_at: z.string().nullable(),
});
export type SetupState = z.infer<typeof SetupStateSchema>;

export const SetupStepParamsSchema = z.object({ step: SetupStepSchema });
export const SetupStepBodySchema = z.object({ status: StepStatusSchema });

/** PUT /api/manage/shipping-methods/{id}/: a method's name, price and whether checkout offers it. */
export const ShippingMethodUpdateSchema = z.object({
  name: storeName('Name is required', 'Name is too long'),
  price: PriceInputSchema,
  is_active: z.boolean({ error: 'Say whether checkout offers it' }),
});
export type ShippingMethodUpdate = z.infer<typeof ShippingMethodUpdateSchema>;

/** PUT /api/manage/payment-methods/{id}/: whether checkout offers it. */
export const PaymentMethodUpdateSchema = z.object({
  is_active: z.boolean({ error: 'Say whether checkout offers it' }),
});

export const MethodParamsSchema = z.object({
  id: text().trim().min(1).max(40, 'Unknown method'),
});

export const ManageShippingListSchema = z.object({ results: z.array(ShippingMethodSchema) });
export const ManagePaymentListSchema = z.object({ results: z.array(PaymentMethodSchema) });

/** POST /api/manage/suppliers/invite/: a supplier account, approved, whose holder chooses a password by e-mail. */
export const SupplierInviteSchema = z.object({
  email: requiredEmail('Email is required', 'Please enter a valid email address'),
});
export type SupplierInvite = z.infer<typeof SupplierInviteSchema>;
export const SupplierInvitedSchema = z.object({
  supplier: z.object({ id: z.number().int(), username: z.string(), email: z.string() }),
  message: z.string(),
});

/** POST /api/manage/store/logo/ (multipart `image`): the stored logo's address. */
export const LogoUploadedSchema = z.object({ logo_url: z.string() });
