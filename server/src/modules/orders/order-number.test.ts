import { describe, expect, it } from 'vitest';
import { newOrderNumber } from './order-number.ts';

describe('order numbers', () => {
  it('are the date and 6 characters that cannot be misheard, each of the 32 drawn', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2_000; i++) {
      const number = newOrderNumber(new Date('2026-07-15T12:00:00Z'));
      expect(number).toMatch(/^ORD-260715-[A-HJ-NP-Z2-9]{6}$/);
      for (const c of number.slice(-6)) seen.add(c);
    }
    expect(seen.size).toBe(32);
  });
});
