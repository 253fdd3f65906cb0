import { z } from 'zod';
import {
  checkoutFieldErrors,
  CheckoutBodySchema,
  type CardDetails,
  type CheckoutAddress,
  type CheckoutBody,
  type PaymentMethod,
  type ShippingMethod,
} from '@storefront/contract/checkout';
import { toCents, type Cents } from '../../lib/money';

/**
 * Spec section 3 (Checkout form), shaped like the checkout body so that a field's name is its body path
 * and the server's `fields` land under the right inputs. Billing and card values are kept while hidden.
 */
export interface CheckoutForm {
  customer_email: string;
  customer_phone: string;
  shipping_address: CheckoutAddress;
  billing_same_as_shipping: boolean;
  billing_address: CheckoutAddress;
  payment_method: string;
  card: CardDetails;
  shipping_method: string;
  order_notes: string;
  /** Store credit to spend, in dollars ('' for none); the server caps it at the total and the balance. */
  store_credit: string;
  /** A gift card code to pay with first ('' for none); the server takes its balance, up to the total. */
  gift_card: string;
}

const EMPTY_ADDRESS: CheckoutAddress = {
  first_name: '',
  last_name: '',
  address_line_1: '',
  city: '',
  state: '',
  postal_code: '',
  country: 'US',
};

export const INITIAL_FORM: CheckoutForm = {
  customer_email: '',
  customer_phone: '',
  shipping_address: EMPTY_ADDRESS,
  billing_same_as_shipping: true,
  billing_address: EMPTY_ADDRESS,
  payment_method: 'card',
  card: { number: '', expiry: '', cvc: '', cardholder_name: '' },
  shipping_method: 'standard',
  order_notes: '',
  store_credit: '',
  gift_card: '',
};

/** The checkout body of spec section 7 (plus card fields for card payment). No prices: the server sets them. */
export function toCheckoutBody(form: CheckoutForm, needsCard: boolean): CheckoutBody {
  const storeCredit = form.store_credit.trim();
  const giftCard = form.gift_card.trim();
  return {
    customer_email: form.customer_email,
    customer_phone: form.customer_phone,
    shipping_method: form.shipping_method,
    payment_method: form.payment_method,
    shipping_address: form.shipping_address,
    // Spec section 5: 'same as shipping' sends the shipping address as billing.
    billing_address: form.billing_same_as_shipping ? form.shipping_address : form.billing_address,
    order_notes: form.order_notes,
    ...(storeCredit && { store_credit: storeCredit }),
    ...(giftCard && { gift_card: giftCard }),
    ...(needsCard && { card: form.card }),
  };
}

const text = z.string();
const AddressValuesSchema = z.object({
  first_name: text,
  last_name: text,
  address_line_1: text,
  city: text,
  state: text,
  postal_code: text,
  country: text,
});

/**
 * The checkout form's schema for `useZodForm`: the contract's body schema (trimmed, lengths, store credit
 * amount) and its spec section 5 rules, billing only when it differs from shipping, card fields only when
 * the chosen payment method needs them, and no street address for a pickup. Its output is the body to send.
 */
export function checkoutFormSchema(
  needsCard: (paymentMethod: string) => boolean,
  isPickup: (shippingMethod: string) => boolean = () => false,
) {
  return z
    .object({
      customer_email: text,
      customer_phone: text,
      shipping_address: AddressValuesSchema,
      billing_same_as_shipping: z.boolean(),
      billing_address: AddressValuesSchema,
      payment_method: text,
      card: z.object({ number: text, expiry: text, cvc: text, cardholder_name: text }),
      shipping_method: text,
      order_notes: text,
      store_credit: text,
      gift_card: text,
    })
    .transform((form, ctx) => {
      const card = needsCard(form.payment_method);
      const parsed = CheckoutBodySchema.safeParse(toCheckoutBody(form, card));
      if (!parsed.success) {
        for (const issue of parsed.error.issues)
          ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
        return z.NEVER;
      }
      const body = parsed.data;
      const checked = {
        ...body,
        billing_address: form.billing_same_as_shipping ? null : body.billing_address,
      };
      const pickup = isPickup(form.shipping_method);
      for (const [path, message] of Object.entries(checkoutFieldErrors(checked, card, pickup)))
        ctx.addIssue({ code: 'custom', path: path.split('.'), message });
      return body;
    });
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
    pickup: false,
  },
  {
    id: 'priority',
    name: 'Priority Shipping',
    description: '2-3 business days',
    price: '9.99',
    is_active: true,
    sort_order: 2,
    pickup: false,
  },
  {
    id: 'express',
    name: 'Express Shipping',
    description: '1-2 business days',
    price: '15.99',
    is_active: true,
    sort_order: 3,
    pickup: false,
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
];

const FALLBACK_CENTS: Record<string, Cents> = { standard: 599, priority: 999, express: 1599 };

/** Spec section 9: the cost in cents by method value (express, priority, otherwise the default), from the list when it has it. */
export function shippingCents(method: string, methods: ShippingMethod[]): Cents {
  const listed = methods.find((m) => m.id === method);
  if (listed) return toCents(listed.price);
  return FALLBACK_CENTS[method === 'express' || method === 'priority' ? method : 'standard']!;
}
