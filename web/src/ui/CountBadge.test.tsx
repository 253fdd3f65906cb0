import { describe, expect, it } from 'vitest';
import { badgeText } from './CountBadge';

describe('badgeText', () => {
  it.each([
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [2500, '99+'],
  ])('shows %i as %s', (n, text) => expect(badgeText(n)).toBe(text));
});
