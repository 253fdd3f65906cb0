import { describe, expect, it } from 'vitest';
import { formatAmount } from './money';

describe('formatAmount', () => {
  it.each([
    ['12.5', '$12.50'],
    ['1234.56', '$1,234.56'],
    [19.99, '$19.99'],
    [0.1 + 0.2, '$0.30'],
    [null, '$0.00'],
    [undefined, '$0.00'],
  ])('shows %j as %s', (amount, text) => expect(formatAmount(amount)).toBe(text));
});
