import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { TenantRow } from '../../db/tenants.tables.ts';
import { importCards } from './import.service.ts';
import type { FormatName } from './parsers/index.ts';

/** The developer sample of real card data (demo-data/README.md lists sources and terms). */
export const DEMO_DATA_DIR = path.join(import.meta.dirname, 'demo-data');
const read = (file: string) => readFileSync(path.join(DEMO_DATA_DIR, file), 'utf8');

/**
 * pokemontcg.io API answers that carry TCGplayer and Cardmarket prices (17 cards of other sets than the set
 * files): the card shop sells them too, so its Pokémon cards have market prices (pricing.seed.ts).
 */
export const DEMO_POKEMON_PRICE_FILES = [
  'pokemon/prices/sdk-php_cards_page.json',
  'pokemon/prices/sdk-php_cards_filtered.json',
  'pokemon/prices/sdk-php_cards_find.json',
  'pokemon/prices/sdk-ruby_sample_cards.json',
];

/** The files the card shop is filled from, in import order: prices from Scryfall first, then the sets. */
export function demoFiles(): { format: FormatName; file: string; setsText?: string }[] {
  const setsText = read('pokemon/sets/en.json');
  const pokemon = readdirSync(path.join(DEMO_DATA_DIR, 'pokemon/cards/en'))
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({ format: 'pokemon' as const, file: `pokemon/cards/en/${f}`, setsText }));
  const priced = DEMO_POKEMON_PRICE_FILES.map((file) => ({ format: 'pokemon' as const, file, setsText }));
  return [
    { format: 'scryfall', file: 'mtg/scryfall/mtg_scryfall_cards.json' },
    { format: 'mtgjson', file: 'mtg/mtgjson/AllPrintings.subset.json' },
    ...pokemon,
    ...priced,
  ];
}

/** The card shop (`cards`) sells the real sample cards, stocked by its suppliers; other stores get none. */
export async function seedTcgDemo(db: Database, tenant: TenantRow): Promise<void> {
  if (tenant.slug !== 'cards') return;
  const files = demoFiles();
  for (const [i, { format, file, setsText }] of files.entries()) {
    await importCards(db, tenant, format, { text: read(file), fileName: file, setsText });
    // Fresh statistics (PGlite has no autovacuum): once the first file is in, the later imports' lookups
    // use their indexes (the demo seeds in about 15 % less time); at the end, or the planner sorts every
    // card for a page by name.
    if (i === 0 || i === files.length - 1) await db.execute(sql`analyze`);
  }
}
