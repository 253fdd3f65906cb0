import { describe, expect, it } from 'vitest';
import { taxOf } from './tax-math.ts';

describe('taxOf (decision 052: per amount, half up to the cent)', () => {
  it.each([
    [1000, 8875, false, 89], // 88.75 → 89
    [3702, 8875, false, 329], // 328.5525 → 329
    [599, 8875, false, 53], // 53.16 → 53
    [200, 25000, false, 50],
    [2, 25000, false, 1], // 0.5 → 1: half up
    [1, 25000, false, 0], // 0.25 → 0
    [1190, 19000, true, 190], // 1190 − 1000
    [999, 19000, true, 160], // 159.504 → 160
    [750, 19000, false, 143], // 142.5 → 143
    [0, 19000, false, 0],
    [1000, 0, false, 0],
    [9_000_000_000_000, 100000, false, 9_000_000_000_000], // no float overflow at the largest amounts
  ])('taxes %d cents at %d (included: %s) as %d', (amount, rate, included, tax) => {
    expect(taxOf(amount, rate, included)).toBe(tax);
  });
});
