import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-app.ts';
import { trigramSequence, trigramsOf, wordSimilarity } from './trigrams.ts';

// The in-process word similarity must be pg_trgm's `word_similarity` to the last bit: category
// suggestions compare it with the threshold and sort by it as the SQL does.

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase({ demoUsers: false });
});
afterAll(() => db.close());

const TYPED = [
  'gea',
  'ger',
  'gear',
  'bgs',
  'small bag',
  'smal bgs',
  'oks',
  'board',
  'bord gam',
  'sleev',
  'sing',
  'magic',
  'pokemon',
  'pokémon',
  'Pokémon',
  'collect',
  'xyz',
  '%%%',
  'a b c',
  'aaa',
  'abab',
  'one piece',
  'seal prod',
  'dragon',
  'drgaon',
  'dra dra',
  'acc',
  'acessories',
  '12',
  'card 1',
];
const NAMES = [
  'Gear',
  'Outdoor Gear',
  'Small Bags',
  'Bags',
  'Books',
  'Board Games',
  'Singles – Magic',
  'Sealed Product – Pokémon',
  'Accessories',
  'Collectibles',
  'One Piece',
  'aaaa aaaa',
  'ababab',
  'Dragon Dragon',
  'Card 12',
  "Dragon's Hoard",
  'Sleeves & Deck Boxes',
  'Ärger Zed',
  'x',
  '',
];

describe('wordSimilarity', () => {
  it('is pg_trgm’s word_similarity, bit for bit', async () => {
    const rows = await queryRows<{ typed: string; name: string; similarity: number }>(
      db.handle.db,
      sql`select t.typed, n.name, word_similarity(t.typed, n.name) as similarity
          from unnest(${sql.param(TYPED)}::text[]) t(typed), unnest(${sql.param(NAMES)}::text[]) n(name)`,
    );
    expect(rows.length).toBe(TYPED.length * NAMES.length);
    let alike = 0;
    for (const { typed, name, similarity } of rows) {
      const wanted = Math.fround(Number(similarity));
      expect({
        typed,
        name,
        similarity: wordSimilarity(new Set(trigramsOf(typed)), trigramSequence(name)),
      }).toEqual({
        typed,
        name,
        similarity: wanted,
      });
      if (wanted >= 0.45) alike++;
    }
    // Enough pairs on either side of the suggestion threshold.
    expect(alike).toBeGreaterThan(30);
    expect(alike).toBeLessThan(rows.length - 100);
  });
});
