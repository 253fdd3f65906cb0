import { describe, expect, it } from 'vitest';
import { activeFilterCount, EMPTY_FILTERS, readSearchParams, toSearchParams } from './filter-state';

describe('TCG filter state in the URL', () => {
  it('writes only the values that are set', () => {
    expect(toSearchParams(EMPTY_FILTERS).toString()).toBe('');
    const params = toSearchParams(
      {
        ...EMPTY_FILTERS,
        query: ' t:elf ',
        game: 'mtg',
        minPrice: '0.5',
        inStock: true,
        sortBy: 'price',
        sortOrder: 'desc',
      },
      3,
    );
    expect(params.toString()).toBe(
      'q=t%3Aelf&game=mtg&min_price=0.5&in_stock=true&sort=price&order=desc&page=3',
    );
  });

  it('reads back what it wrote', () => {
    const filters = {
      ...EMPTY_FILTERS,
      rarity: 'Rare Holo',
      cardType: 'Trainer',
      set: 'sv1',
      color: 'Fire',
      language: 'ja',
      manaCost: '2',
      power: '3',
      toughness: '4',
      maxPrice: '10',
    };
    expect(readSearchParams(toSearchParams(filters, 2))).toEqual({ filters, page: 2 });
  });

  it('falls back to defaults for missing or invalid values', () => {
    expect(readSearchParams(new URLSearchParams('sort=colour&order=up&page=-4&in_stock=yes'))).toEqual({
      filters: EMPTY_FILTERS,
      page: 1,
    });
  });
});

describe('activeFilterCount', () => {
  it('counts the filters that narrow the search, not the sort', () => {
    expect(activeFilterCount(EMPTY_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...EMPTY_FILTERS, sortBy: 'price', sortOrder: 'desc' })).toBe(0);
    expect(activeFilterCount({ ...EMPTY_FILTERS, query: '  ' })).toBe(0);
    expect(
      activeFilterCount({ ...EMPTY_FILTERS, query: 'bolt', game: 'mtg', minPrice: '0.5', inStock: true }),
    ).toBe(4);
  });
});
