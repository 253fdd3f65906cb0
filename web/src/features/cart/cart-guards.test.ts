import { describe, expect, it } from 'vitest';
import { createClickGuard, shouldRefetchCart } from './cart-guards';

describe('add-to-cart click guard', () => {
  it('ignores a second click within 1 s and any click while adding', () => {
    let now = 10_000;
    const accept = createClickGuard(1_000, () => now);
    expect(accept(false)).toBe(true);
    now += 999;
    expect(accept(false)).toBe(false);
    now += 1;
    expect(accept(true)).toBe(false);
    expect(accept(false)).toBe(true);
  });
});

describe('cart icon refetch guard', () => {
  it('skips within 500 ms of the last fetch or while one is in flight', () => {
    expect(shouldRefetchCart(1_000, false, 1_499)).toBe(false);
    expect(shouldRefetchCart(1_000, false, 1_500)).toBe(true);
    expect(shouldRefetchCart(1_000, true, 9_000)).toBe(false);
  });
});
