import { beforeSpacedDash } from './text-scan.ts';
/** The games the importers know, by the code stored with each card. */
export const GAMES = { mtg: 'Magic: The Gathering', pokemon: 'Pokémon' } as const;
export type GameCode = keyof typeof GAMES;

export const CONDITIONS = ['NM', 'LP', 'MP', 'HP', 'DMG'] as const;
export type Condition = (typeof CONDITIONS)[number];

/** Stock a source file itself carries (an inventory export), instead of generated supplier offers. */
export interface OwnStock {
  condition: Condition;
  foil: boolean;
  quantity: number;
  /** Decimal dollars as written in the file. */
  price: string | null;
}

/** One printing of a card, normalised from any source format; what the DB writer stores. */
export interface CardRecord {
  /** Stable key across sources and re-imports: `MTG-<SET>-<number>[-<lang>]`, `PKM-<set>-<number>`. */
  sku: string;
  source: string;
  sourceId: string;
  game: GameCode;
  name: string;
  setCode: string;
  setName: string;
  collectorNumber: string;
  rarity: string;
  typeLine: string;
  /** Main types for the Card Type filter: Creature, Instant …; Pokémon, Trainer, Energy. */
  types: string[];
  /** MTG colour letters W U B R G; Pokémon energy types (Fire, Water …). */
  colors: string[];
  manaCost: string;
  manaValue: number | null;
  power: string;
  toughness: string;
  text: string;
  finishes: ('nonfoil' | 'foil')[];
  /** List prices in decimal dollars, when the source has them. */
  usd: string | null;
  usdFoil: string | null;
  releasedAt: string | null;
  language: string;
  /** The card's picture on a host the stores may show (platform/remote-images.ts); null draws one. */
  imageUrl: string | null;
  ownStock: OwnStock | null;
}

export interface SkippedRecord {
  /** Where in the file: array index, CSV line, or the record's id. */
  at: string;
  name: string;
  reason: string;
}

export interface ParseResult {
  records: CardRecord[];
  skipped: SkippedRecord[];
}

const RARITY_WORDS: Record<string, string> = {
  common: 'Common',
  uncommon: 'Uncommon',
  rare: 'Rare',
  mythic: 'Mythic',
  'mythic rare': 'Mythic',
  'basic land': 'Common',
  special: 'Special',
  bonus: 'Bonus',
};

/** MTG rarities as the store shows them: Common, Uncommon, Rare, Mythic (Special, Bonus). */
export function mtgRarity(raw: string | undefined): string | null {
  if (!raw) return null;
  return RARITY_WORDS[raw.trim().toLowerCase()] ?? null;
}

const MTG_TYPES = [
  'Artifact',
  'Battle',
  'Conspiracy',
  'Creature',
  'Dungeon',
  'Enchantment',
  'Instant',
  'Land',
  'Phenomenon',
  'Plane',
  'Planeswalker',
  'Scheme',
  'Sorcery',
  'Tribal',
  'Kindred',
  'Vanguard',
  'Token',
];

/** The main types named before the dash of a type line ("Legendary Creature — Elf" → Creature). */
export function mtgTypes(typeLine: string): string[] {
  const found = new Set<string>();
  for (const face of typeLine.split('//')) {
    const head = beforeSpacedDash(face);
    for (const word of head.trim().split(/\s+/)) if (MTG_TYPES.includes(word)) found.add(word);
  }
  return [...found];
}

const COLOR_ORDER = ['W', 'U', 'B', 'R', 'G'];

/** Colour letters in WUBRG order, without duplicates or unknown letters. */
export function wubrg(colors: Iterable<string>): string[] {
  const set = new Set([...colors].map((c) => c.trim().toUpperCase()));
  return COLOR_ORDER.filter((c) => set.has(c));
}

/** The number of a power/toughness/hp string, or null for "*" and friends ("1+*" → 1). */
export function statNumber(value: string): number | null {
  const match = /^[+-]?\d+(\.\d+)?/.exec(value.trim());
  return match ? Number(match[0]) : null;
}

/** A decimal dollar string, or null for absent, empty or malformed prices. */
export function price(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const s = String(value).trim();
  return /^\d+(\.\d{1,2})?$/.test(s) && Number(s) > 0 ? s : null;
}

export function skuPart(value: string): string {
  return value
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9★]+/g, '')
    .replace('★', 'S');
}

export function mtgSku(setCode: string, number: string, language = 'en'): string {
  const base = `MTG-${skuPart(setCode)}-${skuPart(number)}`;
  return language && language !== 'en' ? `${base}-${skuPart(language)}` : base;
}

/** Parses JSON text, turning a syntax error into a readable message. */
export function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new Error(`The file is not valid ${what} JSON: ${(error as Error).message}`);
  }
}

export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
export const str = (v: unknown): string =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
export const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x) => typeof x === 'string') : [];
