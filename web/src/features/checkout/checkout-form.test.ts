import { describe, expect, it } from 'vitest';
import {
  copyShippingToBilling,
  errorsByField,
  FALLBACK_SHIPPING_METHODS,
  INITIAL_FORM,
  shippingCents,
  toCheckoutBody,
  validateCheckout,
  type CheckoutForm,
} from './checkout-form';

const filled: CheckoutForm = {
  ...INITIAL_FORM,
  email: 'casey@example.com',
  phone: '555-0100',
  shippingFirstName: 'Casey',
  shippingLastName: 'Shopper',
  shippingAddress: '1 Main St',
  shippingCity: 'Portland',
  shippingState: 'OR',
  shippingZip: '97205',
  paymentMethod: 'cash',
};

describe('checkout form', () => {
  it('reports every spec message for an empty card checkout', () => {
    expect(validateCheckout(INITIAL_FORM, true)).toEqual({
      email: 'Email is required',
      phone: 'Phone number is required',
      shippingFirstName: 'This field is required',
      shippingLastName: 'This field is required',
      shippingAddress: 'This field is required',
      shippingCity: 'This field is required',
      shippingState: 'This field is required',
      shippingZip: 'This field is required',
      cardNumber: 'Card number is required',
      expiryDate: 'Expiry date is required',
      cvc: 'CVC is required',
      cardholderName: 'Cardholder name is required',
    });
  });

  it('checks the e-mail pattern and billing only when it differs', () => {
    expect(validateCheckout({ ...filled, email: 'casey@' }, false)).toEqual({
      email: 'Please enter a valid email',
    });
    expect(validateCheckout({ ...filled, billingSameAsShipping: false }, false)).toMatchObject({
      billingCity: 'This field is required',
    });
    expect(validateCheckout(filled, false)).toEqual({});
  });

  it('copies shipping into billing', () => {
    const copied = copyShippingToBilling({ ...filled, billingSameAsShipping: false });
    expect(copied).toMatchObject({
      billingSameAsShipping: true,
      billingFirstName: 'Casey',
      billingZip: '97205',
      billingCountry: 'US',
    });
  });

  it('builds the spec body without any price and with card fields only for card payment', () => {
    const body = toCheckoutBody(filled, false);
    expect(body).toEqual({
      customer_email: 'casey@example.com',
      customer_phone: '555-0100',
      shipping_method: 'standard',
      payment_method: 'cash',
      shipping_address: {
        first_name: 'Casey',
        last_name: 'Shopper',
        address_line_1: '1 Main St',
        city: 'Portland',
        state: 'OR',
        postal_code: '97205',
        country: 'US',
      },
      billing_address: body.shipping_address,
      order_notes: '',
    });
    expect(toCheckoutBody({ ...filled, cardNumber: '4242' }, true).card).toMatchObject({ number: '4242' });
  });

  it('maps server field paths to form fields', () => {
    expect(
      errorsByField({ 'card.number': 'Please enter a valid card number', 'billing_address.city': 'x' }),
    ).toEqual({ cardNumber: 'Please enter a valid card number', billingCity: 'x' });
  });

  it('prices shipping by method value, falling back to the spec prices', () => {
    expect(shippingCents('express', [])).toBe(1599);
    expect(shippingCents('priority', [])).toBe(999);
    expect(shippingCents('anything', [])).toBe(599);
    expect(shippingCents('express', [{ ...FALLBACK_SHIPPING_METHODS[2]!, price: '12.00' }])).toBe(1200);
  });
});
