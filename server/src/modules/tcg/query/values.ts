import { LANGUAGE_CODES, languageOf } from '../languages.ts';
import { RANK_WORDS } from '../rarity.ts';
import { VALID_KEYWORDS, type Field } from './keywords.ts';
import { QueryError } from './tokenizer.ts';

const MTG_COLORS: Record<string, string> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };
const POKEMON_TYPES = [
  'Grass',
  'Fire',
  'Water',
  'Lightning',
  'Psychic',
  'Fighting',
  'Darkness',
  'Metal',
  'Fairy',
  'Dragon',
];

export type ColorValue = { kind: 'colorless' } | { kind: 'multicolor' } | { kind: 'set'; colors: string[] };

/** `rg`, `red`, `wubrg`, `c`/`colorless`, `m`/`multicolor`, or a Pokémon energy type (`fire`). */
export function colorValue(raw: string): ColorValue {
  const v = raw.toLowerCase();
  if (v === 'c' || v === 'colorless' || v === 'colourless') return { kind: 'colorless' };
  if (v === 'm' || v === 'multicolor' || v === 'multicolour') return { kind: 'multicolor' };
  if (MTG_COLORS[v]) return { kind: 'set', colors: [MTG_COLORS[v]] };
  const energy = POKEMON_TYPES.find((t) => t.toLowerCase() === v);
  if (energy) return { kind: 'set', colors: [energy] };
  if (/^[wubrg]+$/.test(v)) return { kind: 'set', colors: [...new Set(v.toUpperCase())] };
  throw new QueryError(
    `Unknown colour "${raw}": use letters of WUBRG (e.g. c:rg), white, blue, black, red, green, colorless, multicolor, or a Pokémon type (${POKEMON_TYPES.join(', ').toLowerCase()})`,
    0,
  );
}

/** A non-negative decimal such as 3 or 0.5. */
export function numberValue(field: Field, raw: string): number {
  if (!/^\d+(\.\d+)?$/.test(raw)) throw new QueryError(`"${field}" needs a number, not "${raw}"`, 0);
  return Number(raw);
}

const GAMES: Record<string, string> = {
  mtg: 'mtg',
  magic: 'mtg',
  pokemon: 'pokemon',
  pokémon: 'pokemon',
  ptcg: 'pokemon',
};

export function gameValue(raw: string): string {
  const game = GAMES[raw.toLowerCase()];
  if (!game) throw new QueryError(`Unknown game "${raw}": use mtg (or magic) or pokemon`, 0);
  return game;
}

/** A language code or name (`ja`, `jp`, `japanese`, `"traditional chinese"`) → the code cards carry. */
export function languageValue(raw: string): string {
  const code = raw.trim() ? languageOf(raw) : null;
  if (!code)
    throw new QueryError(`Unknown language "${raw}": use a code (${LANGUAGE_CODES.join(', ')}) or a name`, 0);
  return code;
}

const RARITY_SHORT: Record<string, string> = { c: 'common', u: 'uncommon', r: 'rare', m: 'mythic' };

/** A rarity name (`rare`, `"rare holo"`) or its initial; comparisons need one of the ranked words. */
export function rarityValue(raw: string, comparison: boolean): { name: string; rank: number | undefined } {
  const name = RARITY_SHORT[raw.toLowerCase()] ?? raw.toLowerCase();
  const rank = RANK_WORDS[name];
  if (comparison && rank === undefined)
    throw new QueryError(`Rarity comparisons take ${Object.keys(RANK_WORDS).join(', ')}, not "${raw}"`, 0);
  return { name, rank };
}

export const IS_VALUES = ['foil', 'instock'] as const;

export function isValue(raw: string): (typeof IS_VALUES)[number] {
  const v = raw.toLowerCase();
  if (!(IS_VALUES as readonly string[]).includes(v))
    throw new QueryError(`Unknown "is:${raw}": use ${IS_VALUES.map((x) => `is:${x}`).join(', ')}`, 0);
  return v as (typeof IS_VALUES)[number];
}

export { VALID_KEYWORDS };
