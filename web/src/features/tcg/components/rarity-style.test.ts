import { describe, expect, it } from 'vitest';
import { rarityStyle } from './rarity-style';

describe('rarity badge style', () => {
  it.each([
    ['Common', 'common'],
    ['common', 'common'],
    ['Uncommon', 'uncommon'],
    ['uncommon', 'uncommon'],
    ['Rare', 'rare'],
    ['rare', 'rare'],
    ['Mythic', 'mythic'],
    ['mythic', 'mythic'],
    ['Legendary', 'legendary'],
    ['legendary', 'legendary'],
    ['Rare Holo', 'common'],
    ['RARE', 'common'],
    ['', 'common'],
  ])('%j → %s', (rarity, style) => {
    expect(rarityStyle(rarity)).toBe(style);
  });
});
