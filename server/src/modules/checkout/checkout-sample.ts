import type { CheckoutBody } from '@storefront/contract/checkout';

/** A valid cash checkout for tests and benchmarks: a shipping address and contact details. */
export const address = {
  first_name: 'Casey',
  last_name: 'Shopper',
  address_line_1: '1 Main St',
  city: 'Portland',
  state: 'OR',
  postal_code: '97205',
  country: 'US',
};

export const validBody = (over: Partial<CheckoutBody> = {}): CheckoutBody => ({
  customer_email: 'casey@example.com',
  customer_phone: '555-0100',
  shipping_method: 'standard',
  payment_method: 'cash',
  shipping_address: address,
  order_notes: 'Leave at the door',
  ...over,
});
