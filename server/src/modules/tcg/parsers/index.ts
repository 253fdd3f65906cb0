import type { ParseResult } from './card-record.ts';
import { parseManabox } from './manabox.ts';
import { parseMtgCsv } from './mtg-csv.ts';
import { parseMtgjson } from './mtgjson.ts';
import { knownPokemonSets } from './known-pokemon-sets.ts';
import { parsePokemon, parsePokemonSets } from './pokemon.ts';
import { parseScryfall } from './scryfall.ts';

export type { CardRecord, ParseResult, SkippedRecord } from './card-record.ts';
export { GAMES, CONDITIONS } from './card-record.ts';

/** What a parser may need besides the file's text (file names carry the set for some formats). */
export interface ParseInput {
  text: string;
  fileName: string;
  /** Pokémon: the text of sets/en.json, for set names (else the list the platform ships). */
  setsText?: string;
  /** MTGJSON v3 CSV: the set name (the file name gives only its code). */
  setName?: string;
}

const baseName = (fileName: string) => (fileName.split(/[\\/]/).pop() ?? '').replace(/\.[^.]+$/, '');

export const FORMATS = {
  scryfall: (i: ParseInput) => parseScryfall(i.text),
  mtgjson: (i: ParseInput) => parseMtgjson(i.text),
  'mtgjson-csv': (i: ParseInput) =>
    parseMtgCsv(i.text, { code: baseName(i.fileName), ...(i.setName && { name: i.setName }) }),
  manabox: (i: ParseInput) => parseManabox(i.text),
  pokemon: (i: ParseInput) =>
    parsePokemon(
      i.text,
      i.setsText ? parsePokemonSets(i.setsText) : knownPokemonSets(),
      baseName(i.fileName),
    ),
} satisfies Record<string, (input: ParseInput) => ParseResult>;
export type FormatName = keyof typeof FORMATS;
export const FORMAT_NAMES = Object.keys(FORMATS) as FormatName[];

/** Parses a file of `format`, then keeps the first record of each SKU and reports the repeats. */
export function parseCards(format: FormatName, input: ParseInput): ParseResult {
  const { records, skipped } = FORMATS[format](input);
  const seen = new Map<string, string>();
  const unique = records.filter((r) => {
    const first = seen.get(r.sku);
    if (first === undefined) {
      seen.set(r.sku, r.sourceId);
      return true;
    }
    skipped.push({ at: r.sourceId, name: r.name, reason: `same printing as ${first} (${r.sku})` });
    return false;
  });
  return { records: unique, skipped };
}
