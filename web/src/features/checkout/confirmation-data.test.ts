import { describe, expect, it } from 'vitest';
import { confirmationHeading } from './confirmation-data';

describe('confirmation heading', () => {
  it.each([
    [undefined, 'Processing Payment...'],
    ['processing', 'Processing Payment...'],
    ['completed', 'Order Confirmed!'],
    ['failed', 'Payment Failed'],
    ['pending', 'Order Received!'],
  ])('%s gives %s', (status, heading) => expect(confirmationHeading(status)).toBe(heading));
});
