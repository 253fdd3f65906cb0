import {
  checkoutFieldErrors,
  CheckoutBodySchema,
  type CheckoutBody,
  type PaymentMethod,
  type ShippingMethod,
} from '@storefront/contract/checkout';
import { toCents, type Cents } from '../../lib/money';

/** Spec section 3 (Checkout form). */
export interface CheckoutForm {
  email: string;
  phone: string;
  shippingFirstName: string;
  shippingLastName: string;
  shippingAddress: string;
  shippingCity: string;
  shippingState: string;
  shippingZip: string;
  shippingCountry: string;
  billingSameAsShipping: boolean;
  billingFirstName: string;
  billingLastName: string;
  billingAddress: string;
  billingCity: string;
  billingState: string;
  billingZip: string;
  billingCountry: string;
  paymentMethod: string;
  cardNumber: string;
  expiryDate: string;
  cvc: string;
  cardholderName: string;
  shippingMethod: string;
  orderNotes: string;
  /** Store credit to spend, in dollars ('' for none); the server caps it at the total and the balance. */
  storeCredit: string;
}

export type FormField = Exclude<keyof CheckoutForm, 'billingSameAsShipping'>;

export const INITIAL_FORM: CheckoutForm = {
  email: '',
  phone: '',
  shippingFirstName: '',
  shippingLastName: '',
  shippingAddress: '',
  shippingCity: '',
  shippingState: '',
  shippingZip: '',
  shippingCountry: 'US',
  billingSameAsShipping: true,
  billingFirstName: '',
  billingLastName: '',
  billingAddress: '',
  billingCity: '',
  billingState: '',
  billingZip: '',
  billingCountry: 'US',
  paymentMethod: 'card',
  cardNumber: '',
  expiryDate: '',
  cvc: '',
  cardholderName: '',
  shippingMethod: 'standard',
  orderNotes: '',
  storeCredit: '',
};

const ADDRESS_PARTS = ['FirstName', 'LastName', 'Address', 'City', 'State', 'Zip', 'Country'] as const;
const BODY_PARTS = [
  'first_name',
  'last_name',
  'address_line_1',
  'city',
  'state',
  'postal_code',
  'country',
] as const;

/** Spec section 5: checking 'same as shipping' copies the shipping fields into billing. */
export function copyShippingToBilling(form: CheckoutForm): CheckoutForm {
  const next = { ...form, billingSameAsShipping: true };
  for (const part of ADDRESS_PARTS) next[`billing${part}`] = form[`shipping${part}`];
  return next;
}

function address(form: CheckoutForm, side: 'shipping' | 'billing') {
  return Object.fromEntries(
    BODY_PARTS.map((key, i) => [key, form[`${side}${ADDRESS_PARTS[i]!}`].trim()]),
  ) as Record<(typeof BODY_PARTS)[number], string>;
}

/** The checkout body of spec section 7 (plus card fields for card payment). No prices: the server sets them. */
export function toCheckoutBody(form: CheckoutForm, needsCard: boolean): CheckoutBody {
  const shipping = address(form, 'shipping');
  return {
    customer_email: form.email.trim(),
    customer_phone: form.phone.trim(),
    shipping_method: form.shippingMethod,
    payment_method: form.paymentMethod,
    shipping_address: shipping,
    billing_address: form.billingSameAsShipping ? shipping : address(form, 'billing'),
    order_notes: form.orderNotes.trim(),
    ...(form.storeCredit.trim() && { store_credit: form.storeCredit.trim() }),
    ...(needsCard && {
      card: {
        number: form.cardNumber.trim(),
        expiry: form.expiryDate.trim(),
        cvc: form.cvc.trim(),
        cardholder_name: form.cardholderName.trim(),
      },
    }),
  };
}

const FIELD_OF_PATH: Record<string, FormField> = {
  customer_email: 'email',
  customer_phone: 'phone',
  shipping_method: 'shippingMethod',
  payment_method: 'paymentMethod',
  'card.number': 'cardNumber',
  'card.expiry': 'expiryDate',
  'card.cvc': 'cvc',
  'card.cardholder_name': 'cardholderName',
  store_credit: 'storeCredit',
};
BODY_PARTS.forEach((key, i) => {
  FIELD_OF_PATH[`shipping_address.${key}`] = `shipping${ADDRESS_PARTS[i]!}`;
  FIELD_OF_PATH[`billing_address.${key}`] = `billing${ADDRESS_PARTS[i]!}`;
});

export type FormErrors = Partial<Record<FormField, string>>;

/** Server or contract errors keyed by body path → errors keyed by form field. */
export function errorsByField(fields: Record<string, string> = {}): FormErrors {
  const errors: FormErrors = {};
  for (const [path, message] of Object.entries(fields)) {
    const field = FIELD_OF_PATH[path];
    if (field) errors[field] ??= message;
  }
  return errors;
}

/** Spec section 5 rules (the same function the server runs); billing only when it differs from shipping. */
export function validateCheckout(form: CheckoutForm, needsCard: boolean): FormErrors {
  const body = CheckoutBodySchema.parse(toCheckoutBody(form, needsCard));
  if (form.billingSameAsShipping) body.billing_address = null;
  return errorsByField(checkoutFieldErrors(body, needsCard));
}

/** Spec section 9 fallbacks, used when the methods calls fail. */
export const FALLBACK_SHIPPING_METHODS: ShippingMethod[] = [
  {
    id: 'standard',
    name: 'Standard Shipping',
    description: '5-7 business days',
    price: '5.99',
    is_active: true,
    sort_order: 1,
  },
  {
    id: 'priority',
    name: 'Priority Shipping',
    description: '2-3 business days',
    price: '9.99',
    is_active: true,
    sort_order: 2,
  },
  {
    id: 'express',
    name: 'Express Shipping',
    description: '1-2 business days',
    price: '15.99',
    is_active: true,
    sort_order: 3,
  },
];

export const FALLBACK_PAYMENT_METHODS: PaymentMethod[] = [
  {
    id: 'card',
    name: 'Credit/Debit Card',
    description: 'Visa, Mastercard, American Express',
    method_type: 'card',
    is_active: true,
    sort_order: 1,
    requires_card_details: true,
  },
  {
    id: 'cash',
    name: 'Cash on Delivery',
    description: 'Pay when your order arrives',
    method_type: 'cash',
    is_active: true,
    sort_order: 2,
    requires_card_details: false,
  },
  {
    id: 'paypal',
    name: 'PayPal',
    description: 'You will confirm the payment with PayPal',
    method_type: 'paypal',
    is_active: true,
    sort_order: 3,
    requires_card_details: false,
  },
];

const FALLBACK_CENTS: Record<string, Cents> = { standard: 599, priority: 999, express: 1599 };

/** Spec section 9: the cost in cents by method value (express, priority, otherwise the default), from the list when it has it. */
export function shippingCents(method: string, methods: ShippingMethod[]): Cents {
  const listed = methods.find((m) => m.id === method);
  if (listed) return toCents(listed.price);
  return FALLBACK_CENTS[method === 'express' || method === 'priority' ? method : 'standard']!;
}
