import { z } from 'zod';
import { text } from './common.ts';
import { amountField } from './store-credit.ts';

/** Spec section 3 (Shipping method); `id` is the method value: standard, priority or express. */
export const ShippingMethodSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.string(),
  is_active: z.boolean(),
  sort_order: z.number().int(),
  /** Collected at the store: the checkout asks for no street address (decision 059). */
  pickup: z.boolean(),
});
export type ShippingMethod = z.infer<typeof ShippingMethodSchema>;

export const PAYMENT_TYPES = ['cash', 'card', 'paypal'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** Spec section 3 (Payment method); `id` equals `method_type`. */
export const PaymentMethodSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  method_type: z.enum(PAYMENT_TYPES),
  is_active: z.boolean(),
  sort_order: z.number().int(),
  requires_card_details: z.boolean(),
});
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

export const ShippingMethodListSchema = z.object({ results: z.array(ShippingMethodSchema) });
export const PaymentMethodListSchema = z.object({ results: z.array(PaymentMethodSchema) });

/** Spec section 9: countries offered at checkout (default US). */
export const CHECKOUT_COUNTRIES = [
  { code: 'US', name: 'United States' },
  { code: 'CA', name: 'Canada' },
  { code: 'UK', name: 'United Kingdom' },
  { code: 'AU', name: 'Australia' },
] as const;

const line = text().trim().max(200).default('');

/** An object of free-text lines (trimmed, at most 200 characters, '' when left out), keys in this order. */
function lines<const K extends string>(...keys: K[]) {
  return z.object(Object.fromEntries(keys.map((key) => [key, line])) as Record<K, typeof line>);
}

export const CheckoutAddressSchema = lines(
  'first_name',
  'last_name',
  'address_line_1',
  'city',
  'state',
  'postal_code',
  'country',
);
export type CheckoutAddress = z.infer<typeof CheckoutAddressSchema>;

/**
 * Card fields, sent only when paying by card: `number` (digits, spaces allowed), `expiry` (MM/YY),
 * `cvc` (3 or 4 digits), `cardholder_name`. The server passes them to the payment provider and keeps
 * only the brand and the last 4 digits.
 */
export const CardDetailsSchema = lines('number', 'expiry', 'cvc', 'cardholder_name');
export type CardDetails = z.infer<typeof CardDetailsSchema>;

/** POST /api/ecommerce/checkout/ (spec section 7). Prices are never sent: the server computes them. */
export const CheckoutBodySchema = z.object({
  customer_email: line,
  customer_phone: line,
  shipping_method: line,
  payment_method: line,
  shipping_address: CheckoutAddressSchema.default(CheckoutAddressSchema.parse({})),
  /** Omitted (or null) when billing is the same as shipping. */
  billing_address: CheckoutAddressSchema.nullish(),
  card: CardDetailsSchema.nullish(),
  order_notes: text().trim().max(2000).default(''),
  /** Store credit to spend on this order (dollars); the server caps it at the total and the balance. */
  store_credit: amountField(false).optional(),
  /** A discount code (issue 28): matched without regard to case; '' for none. */
  discount_code: text().trim().max(40).default(''),
  /** A gift card code to pay with first (decision 062); the server takes what it holds, up to what is left. */
  gift_card: text().trim().max(40).optional(),
});
export type CheckoutBody = z.input<typeof CheckoutBodySchema>;
export type CheckoutRequest = z.infer<typeof CheckoutBodySchema>;

/** Refunded and partially refunded follow a completed payment once staff give money back (decision 057). */
export const PAYMENT_STATUSES = [
  'pending',
  'processing',
  'completed',
  'failed',
  'partially_refunded',
  'refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const CheckoutResultSchema = z.object({
  order_id: z.number().int(),
  order_number: z.string(),
  status: z.string(),
  total: z.string(),
  payment: z.object({
    status: z.enum(PAYMENT_STATUSES),
    /** Paying by card through Stripe: the intent the page confirms with Stripe.js, and the key to load it. */
    client_secret: z.string().optional(),
    publishable_key: z.string().optional(),
  }),
});
export type CheckoutResult = z.infer<typeof CheckoutResultSchema>;

/**
 * POST /api/ecommerce/checkout/quote/: what the signed-in shopper's cart would cost with this shipping method
 * to this address, priced and taxed by the server as checkout will (decision 052). The form asks again when
 * the address's country or region or the method changes.
 */
export const CheckoutQuoteBodySchema = z.object({
  shipping_method: line,
  shipping_address: CheckoutAddressSchema.default(CheckoutAddressSchema.parse({})),
  discount_code: text().trim().max(40).default(''),
});
export type CheckoutQuoteBody = z.input<typeof CheckoutQuoteBodySchema>;

/** The quote: amounts in dollars with 2 decimals, in `currency`; `total` is what the order will cost. */
export const CheckoutQuoteSchema = z.object({
  currency: z.string(),
  /** The methods offered for this address and cart (decision 053), and the one quoted: the chosen one if
   * offered, else the first. */
  shipping_methods: z.array(ShippingMethodSchema),
  shipping_method: z.string(),
  subtotal: z.string(),
  /** Off the subtotal: the promotions' and the code's (decision 060); the lines' discounts add up to it. */
  discount: z.string(),
  /** The code applied, as the store spells it; null when none was asked or it was refused. */
  discount_code: z.string().nullable(),
  /** Why the code asked was refused (CODE_MESSAGES); the quote is then priced without it. */
  code_error: z.string().nullable(),
  /** The automatic promotions that took something off, with how much. */
  promotions: z.array(z.object({ name: z.string(), discount: z.string() })),
  shipping: z.string(),
  /** Tax on the lines and on shipping; already inside the prices when `prices_include_tax`. */
  tax: z.string(),
  shipping_tax: z.string(),
  total: z.string(),
  prices_include_tax: z.boolean(),
  tax_exempt: z.boolean(),
  lines: z.array(
    z.object({
      product_id: z.number().int(),
      variant_id: z.number().int().nullable(),
      tax: z.string(),
      discount: z.string(),
    }),
  ),
});
export type CheckoutQuote = z.infer<typeof CheckoutQuoteSchema>;

/** Spec section 5 (Checkout): the messages, keyed by the body's field path. */
export const CHECKOUT_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email',
  phoneRequired: 'Phone number is required',
  required: 'This field is required',
  cardNumber: 'Card number is required',
  expiry: 'Expiry date is required',
  cvc: 'CVC is required',
  cardholder: 'Cardholder name is required',
  summary: 'Please fix the errors below',
} as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const REQUIRED_ADDRESS_FIELDS = [
  'first_name',
  'last_name',
  'address_line_1',
  'city',
  'state',
  'postal_code',
] as const;
/** Nothing is delivered for a pickup: no street, city or postal code (the state still picks zone and tax). */
const NOT_FOR_PICKUP = new Set<string>(['address_line_1', 'city', 'postal_code']);

/**
 * Spec section 5 checkout rules, shared by the form and the server: answers `{field path: message}`,
 * empty when the body is valid. Billing is checked only when sent; card fields only for card payment; a
 * pickup (collected at the store) needs no street address, city or postal code.
 */
export function checkoutFieldErrors(
  body: CheckoutRequest,
  paymentNeedsCard: boolean,
  pickup = false,
): Record<string, string> {
  const m = CHECKOUT_MESSAGES;
  const errors: Record<string, string> = {};
  if (!body.customer_email) errors.customer_email = m.emailRequired;
  else if (!EMAIL_PATTERN.test(body.customer_email)) errors.customer_email = m.emailInvalid;
  if (!body.customer_phone) errors.customer_phone = m.phoneRequired;
  const addresses = [['shipping_address', body.shipping_address]] as [string, CheckoutAddress][];
  if (body.billing_address) addresses.push(['billing_address', body.billing_address]);
  for (const [prefix, address] of addresses) {
    for (const field of REQUIRED_ADDRESS_FIELDS) {
      if (pickup && NOT_FOR_PICKUP.has(field)) continue;
      if (!address[field]) errors[`${prefix}.${field}`] = m.required;
    }
  }
  if (paymentNeedsCard) {
    const card = body.card;
    if (!card?.number) errors['card.number'] = m.cardNumber;
    if (!card?.expiry) errors['card.expiry'] = m.expiry;
    if (!card?.cvc) errors['card.cvc'] = m.cvc;
    if (!card?.cardholder_name) errors['card.cardholder_name'] = m.cardholder;
  }
  return errors;
}

/** One key per checkout visit, so a retried request cannot place a second order. */
export const CheckoutHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .trim()
    .min(1)
    .max(200, 'Idempotency-Key must be at most 200 characters')
    .optional(),
});
