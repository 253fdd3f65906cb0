import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FREE_SHIPPING_OVER,
  freeShippingBanner,
  shippingCost,
  shippingLabel,
  shipsFree,
} from './shipping-rules.ts';

describe('the free-shipping promise', () => {
  it('makes shipping free from the threshold on, and never without one', () => {
    expect(shippingCost(15500, 599, DEFAULT_FREE_SHIPPING_OVER)).toBe(0);
    expect(shippingCost(5000, 599, 5000)).toBe(0);
    expect(shippingCost(4999, 599, 5000)).toBe(599);
    expect(shippingCost(15500, 599, null)).toBe(599);
    expect([shipsFree(5000, 5000), shipsFree(4999, 5000), shipsFree(99999, null)]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('reads the amount as the spec writes it', () => {
    expect(freeShippingBanner(5000)).toBe('Free shipping on orders over $50');
    expect(freeShippingBanner(7550)).toBe('Free shipping on orders over $75.50');
    expect(freeShippingBanner(100000)).toBe('Free shipping on orders over $1,000');
  });

  it('says "Free" for shipping that costs nothing, the price otherwise', () => {
    expect(shippingLabel(0)).toBe('Free');
    expect(shippingLabel(599)).toBe('$5.99');
  });
});
