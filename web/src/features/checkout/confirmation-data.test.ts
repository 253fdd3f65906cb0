import { describe, expect, it } from 'vitest';
import { CheckoutBodySchema } from '@storefront/contract/checkout';
import { confirmationData, confirmationHeading } from './confirmation-data';

describe('confirmation heading', () => {
  it.each([
    [undefined, 'Processing Payment...'],
    ['processing', 'Processing Payment...'],
    ['completed', 'Order Confirmed!'],
    ['failed', 'Payment Failed'],
    ['pending', 'Order Received!'],
  ])('%s gives %s', (status, heading) => expect(confirmationHeading(status)).toBe(heading));
});

describe('confirmation data', () => {
  it('keeps only the payment status, never the Stripe client secret, in the page history', () => {
    const body = CheckoutBodySchema.parse({ shipping_address: { first_name: 'Casey' } });
    const result = {
      order_id: 7,
      order_number: 'ORD-1',
      status: 'pending',
      total: '12.00',
      payment: { status: 'processing' as const, client_secret: 'pi_1_secret_2', publishable_key: 'pk_test' },
    };
    const data = confirmationData(body, result, [], 'Credit/Debit Card', 'Standard Shipping', 599);
    expect(data.payment).toEqual({ status: 'processing' });
    expect(JSON.stringify(data)).not.toContain('secret');
  });
});
