import { describe, expect, it } from 'vitest';
import { slugify } from './slug.ts';

describe('slugify', () => {
  it.each([
    ['Dungeons & Dragons', 'dungeons-and-dragons'],
    ['Dungeons&Dragons', 'dungeons-and-dragons'],
    ['Pokémon: Scarlet & Violet', 'pokemon-scarlet-and-violet'],
    ['  Sleeves -- Matte!  ', 'sleeves-matte'],
    ['Café Crème 100%', 'cafe-creme-100'],
    ['', ''],
  ])('turns %j into %j', (name, slug) => expect(slugify(name)).toBe(slug));

  it('gives one name one slug however the ampersand is spaced', () => {
    const slugs = new Set(
      ['Cards & Sleeves', 'Cards&Sleeves', 'cards  &  sleeves', 'Cards and Sleeves'].map(slugify),
    );
    expect([...slugs]).toEqual(['cards-and-sleeves']);
  });
});
