import { describe, expect, it } from 'vitest';
import { AA_NORMAL_TEXT, contrastRatio, formatRatio, relativeLuminance } from './contrast';

describe('contrast', () => {
  it('measures the extremes and the same colour', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#FFFFFF')).toBe(1);
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#000000')).toBe(21);
    expect(contrastRatio('#3B82F6', '#3B82F6')).toBe(1);
  });

  it('knows which of the platform’s colours carry white text (decision 019)', () => {
    // The spec's default blue fails AA with white text; the platform's darker blue passes.
    expect(formatRatio(contrastRatio('#3B82F6', '#FFFFFF'))).toBe('3.67:1');
    expect(contrastRatio('#3B82F6', '#FFFFFF')).toBeLessThan(AA_NORMAL_TEXT);
    expect(formatRatio(contrastRatio('#1D4ED8', '#FFFFFF'))).toBe('6.70:1');
    expect(formatRatio(contrastRatio('#767676', '#FFFFFF'))).toBe('4.54:1');
  });

  it('rounds down and refuses what is not a colour', () => {
    expect(formatRatio(4.4999)).toBe('4.49:1');
    expect(Number.isNaN(contrastRatio('red', '#ffffff'))).toBe(true);
    expect(Number.isNaN(contrastRatio('#fff', '#ffffff'))).toBe(true);
  });
});
