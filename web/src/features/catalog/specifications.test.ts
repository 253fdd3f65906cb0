import { describe, expect, it } from 'vitest';
import { specificationRows } from './specifications';

const card = {
  rarity: 'Mythic',
  mana_cost: '{4}',
  power: '',
  is_foil: false,
  condition: 'NM',
  set: 'DOM',
  legalities: { modern: 'legal' },
  nothing: null,
};

describe('specificationRows', () => {
  it('shows flags as Yes/No under a readable label, and leaves out empty and nested values', () => {
    expect(specificationRows(card, false)).toEqual([
      ['Rarity', 'Mythic'],
      ['Mana cost', '{4}'],
      ['Foil', 'No'],
      ['Condition', 'NM'],
      ['Set', 'DOM'],
    ]);
    expect(specificationRows({ has_warranty: true, screen_size: 6.1 }, false)).toEqual([
      ['Warranty', 'Yes'],
      ['Screen size', '6.1'],
    ]);
  });

  it("names a card's language (decision 065)", () => {
    expect(specificationRows({ rarity: 'Rare', language: 'ja' }, true)).toEqual([
      ['Rarity', 'Rare'],
      ['Language', 'Japanese'],
    ]);
    expect(specificationRows({ language: 'en' }, true)).toEqual([['Language', 'English']]);
  });

  it('leaves out what the chosen variant decides when the shopper chooses one', () => {
    expect(specificationRows(card, true)).toEqual([
      ['Rarity', 'Mythic'],
      ['Mana cost', '{4}'],
      ['Set', 'DOM'],
    ]);
  });
});
