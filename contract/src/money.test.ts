import { describe, expect, it } from 'vitest';
import { centsToNumber, formatCents, formatPrice, normalizeAmount, sumCents, toCents } from './money.ts';

describe('toCents', () => {
  it.each([
    ['0', 0],
    ['5.99', 599],
    ['12.5', 1250],
    ['12.', 1200],
    ['.5', 50],
    [' 1000.05 ', 100005],
    ['+3', 300],
  ])('reads %j as %i cents', (text, cents) => expect(toCents(text)).toBe(cents));

  it.each([
    ['0.005', 1],
    ['0.004', 0],
    ['0.0049999', 0],
    ['1.005', 101],
    ['1.015', 102],
    ['2.675', 268],
    ['19.995', 2000],
    ['0.125', 13],
  ])('rounds %s half away from zero to %i cents', (text, cents) => expect(toCents(text)).toBe(cents));

  it('rounds numbers as they are written, not as their binary value truncates', () => {
    expect(toCents(1.005)).toBe(101);
    expect(toCents(0.005)).toBe(1);
    expect(toCents(2.675)).toBe(268);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(1e-7)).toBe(0);
    expect(toCents(12)).toBe(1200);
  });

  it('reads negative amounts, rounding away from zero', () => {
    expect(toCents('-1')).toBe(-100);
    expect(toCents('-0.005')).toBe(-1);
    expect(toCents('-1.005')).toBe(-101);
    expect(toCents(-2.675)).toBe(-268);
    expect(Object.is(toCents('-0.001'), 0)).toBe(true);
  });

  it('reads large amounts exactly', () => {
    expect(toCents('99999999.99')).toBe(9_999_999_999);
    expect(toCents('90071992547409.91')).toBe(9_007_199_254_740_991);
    expect(() => toCents('90071992547409.92')).toThrow('out of range');
    expect(() => toCents(1e300)).toThrow();
  });

  it.each(['', '.', 'abc', '1.2.3', '1,50', '$5', '1e3', '--1'])('refuses %j', (text) =>
    expect(() => toCents(text)).toThrow('Not an amount of money'),
  );
  it('refuses NaN and infinity', () => {
    expect(() => toCents(Number.NaN)).toThrow();
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow();
  });
});

describe('formatCents', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [1250, '12.50'],
    [100005, '1000.05'],
    [-5, '-0.05'],
    [-123456, '-1234.56'],
    [9_007_199_254_740_991, '90071992547409.91'],
  ])('writes %i cents as %s', (cents, text) => expect(formatCents(cents)).toBe(text));

  it('refuses what is not a whole number of cents', () => {
    expect(() => formatCents(1.5)).toThrow();
    expect(() => formatCents(Number.NaN)).toThrow();
  });

  it('adds the spec prices without floating-point drift', () => {
    expect(formatCents(toCents('0.10') + toCents('0.20'))).toBe('0.30');
    expect(formatCents(sumCents([3 * toCents('19.99'), toCents('5.99')]))).toBe('65.96');
    expect(centsToNumber(sumCents([toCents('0.10'), toCents('0.20')]))).toBe(0.3);
  });

  it('round-trips every amount it writes', () => {
    for (const cents of [0, 1, 99, 100, 101, 599, 1999, 123456789, -1, -1999])
      expect(toCents(formatCents(cents))).toBe(cents);
  });
});

describe('normalizeAmount', () => {
  it.each([
    ['12.5', '12.50'],
    ['0', '0.00'],
    ['7', '7.00'],
    ['1234.567', '1234.57'],
  ])('writes %s as %s', (amount, text) => expect(normalizeAmount(amount)).toBe(text));
});

describe('formatPrice', () => {
  it.each([
    [0, '$0.00'],
    [599, '$5.99'],
    [123456, '$1,234.56'],
    [100000000, '$1,000,000.00'],
    [-5, '-$0.05'],
  ])('shows %i cents as %s', (cents, text) => expect(formatPrice(cents)).toBe(text));

  it('groups whole dollars as en-US does', () => {
    const en = new Intl.NumberFormat('en-US');
    for (const dollars of [1, 12, 999, 1000, 10_000, 99_999, 100_000, 1_234_567, 90_071_992_547_409]) {
      expect(formatPrice(dollars * 100 + 7)).toBe(`$${en.format(dollars)}.07`);
      expect(formatPrice(-dollars * 100)).toBe(`-$${en.format(dollars)}.00`);
    }
  });
});
