import { describe, expect, it } from 'vitest';
import { STORE_CREDIT_MESSAGES } from '@storefront/contract/store-credit';
import {
  checkoutFormSchema,
  FALLBACK_SHIPPING_METHODS,
  INITIAL_FORM,
  shippingCents,
  toCheckoutBody,
  type CheckoutForm,
} from './checkout-form';

const filled: CheckoutForm = {
  ...INITIAL_FORM,
  customer_email: 'casey@example.com',
  customer_phone: '555-0100',
  shipping_address: {
    first_name: 'Casey',
    last_name: 'Shopper',
    address_line_1: '1 Main St',
    city: 'Portland',
    state: 'OR',
    postal_code: '97205',
    country: 'US',
  },
  payment_method: 'cash',
};

/** The form's messages by field path, as `useZodForm` shows them (the first per field). */
function messages(form: CheckoutForm, needsCard: boolean): Record<string, string> {
  const result = checkoutFormSchema(() => needsCard).safeParse(form);
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('checkout form', () => {
  it('reports every spec message for an empty card checkout', () => {
    expect(messages(INITIAL_FORM, true)).toEqual({
      customer_email: 'Email is required',
      customer_phone: 'Phone number is required',
      'shipping_address.first_name': 'This field is required',
      'shipping_address.last_name': 'This field is required',
      'shipping_address.address_line_1': 'This field is required',
      'shipping_address.city': 'This field is required',
      'shipping_address.state': 'This field is required',
      'shipping_address.postal_code': 'This field is required',
      'card.number': 'Card number is required',
      'card.expiry': 'Expiry date is required',
      'card.cvc': 'CVC is required',
      'card.cardholder_name': 'Cardholder name is required',
    });
  });

  it('checks the e-mail pattern and billing only when it differs', () => {
    expect(messages({ ...filled, customer_email: 'casey@' }, false)).toEqual({
      customer_email: 'Please enter a valid email',
    });
    expect(messages({ ...filled, billing_same_as_shipping: false }, false)).toMatchObject({
      'billing_address.city': 'This field is required',
    });
    expect(messages(filled, false)).toEqual({});
  });

  it('shows a store credit amount that is not one under its field', () => {
    expect(messages({ ...filled, store_credit: '1.234' }, false)).toEqual({
      store_credit: STORE_CREDIT_MESSAGES.amount,
    });
  });

  it('answers the trimmed spec body: billing as shipping when the same, card fields only for card payment', () => {
    const body = checkoutFormSchema(() => false).parse({
      ...filled,
      customer_email: ' casey@example.com ',
      card: { ...filled.card, number: '4242' },
    });
    expect(body).toEqual({
      customer_email: 'casey@example.com',
      customer_phone: '555-0100',
      shipping_method: 'standard',
      payment_method: 'cash',
      shipping_address: filled.shipping_address,
      billing_address: filled.shipping_address,
      order_notes: '',
      discount_code: '',
    });
    expect(toCheckoutBody({ ...filled, card: { ...filled.card, number: '4242' } }, true).card).toMatchObject({
      number: '4242',
    });
  });

  it('prices shipping by method value, falling back to the spec prices', () => {
    expect(shippingCents('express', [])).toBe(1599);
    expect(shippingCents('priority', [])).toBe(999);
    expect(shippingCents('anything', [])).toBe(599);
    expect(shippingCents('express', [{ ...FALLBACK_SHIPPING_METHODS[2]!, price: '12.00' }])).toBe(1200);
  });
});
