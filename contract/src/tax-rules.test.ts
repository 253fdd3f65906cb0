import { describe, expect, it } from 'vitest';
import { countryKey, regionKey } from './country-codes.ts';
import { formatRate, rateUnits, taxRowLabel } from './tax-rules.ts';

describe('tax rates as text', () => {
  it.each([
    ['8.875', 8875],
    ['19', 19000],
    ['19.0', 19000],
    ['0', 0],
    ['100', 100000],
    [' 7.25 ', 7250],
    ['0.001', 1],
  ])('reads %j as %d thousandths of a percent', (text, units) => {
    expect(rateUnits(text)).toBe(units);
  });

  it.each(['-1', '1e9', '8.8755', '', '.5', '1,5', '1000', 'NaN'])('refuses %j', (text) => {
    expect(rateUnits(text)).toBeNull();
  });

  it('writes rates back without trailing zeros', () => {
    expect([8875, 19000, 0, 100000, 1, 7250].map(formatRate)).toEqual([
      '8.875',
      '19',
      '0',
      '100',
      '0.001',
      '7.25',
    ]);
  });

  it('labels tax as added or included', () => {
    expect([taxRowLabel(false), taxRowLabel(true)]).toEqual(['Tax', 'Includes tax']);
  });
});

describe('places', () => {
  it('reads countries as ISO codes, UK as GB, and nothing else', () => {
    expect(['us', ' DE ', 'UK', 'gb', 'XX', 'USA', ''].map(countryKey)).toEqual([
      'US',
      'DE',
      'GB',
      'GB',
      '',
      '',
      '',
    ]);
    expect(regionKey(' ny ')).toBe('NY');
  });
});
