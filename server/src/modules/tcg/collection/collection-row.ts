import { toCents } from '@storefront/contract/money';
import type { Condition } from '../parsers/card-record.ts';

export { languageName, languageOf } from '../languages.ts';

/** One row of a collection or inventory export, normalised: what a seller holds of one printing. */
export interface CollectionRow {
  /** 1-based line of the file the row starts on. */
  line: number;
  name: string;
  /** Lower-case set code as the file writes it ('' when the file has only the set's name). */
  setCode: string;
  setName: string;
  collectorNumber: string;
  scryfallId: string;
  quantity: number;
  condition: Condition;
  foil: boolean;
  /** Two- or three-letter language code: en, de, ja, zhs, zht … */
  language: string;
  /** The seller's price in cents, when the file has one. */
  cents: number | null;
}

/** A row that will not be imported, and why. */
export interface SkippedRow {
  line: number;
  name: string;
  reason: string;
}

const CONDITION_WORDS: Record<string, Condition> = {
  m: 'NM',
  mint: 'NM',
  nm: 'NM',
  nearmint: 'NM',
  ex: 'LP',
  excellent: 'LP',
  lp: 'LP',
  lightplayed: 'LP',
  lightlyplayed: 'LP',
  goodlightlyplayed: 'LP',
  good: 'MP',
  gd: 'MP',
  mp: 'MP',
  moderatelyplayed: 'MP',
  played: 'HP',
  pl: 'HP',
  hp: 'HP',
  heavilyplayed: 'HP',
  poor: 'DMG',
  po: 'DMG',
  d: 'DMG',
  dmg: 'DMG',
  damaged: 'DMG',
};

/** An app's condition word → NM, LP, MP, HP, DMG (`overrides` for apps whose scale differs), or null. */
export function conditionOf(raw: string, overrides: Record<string, Condition> = {}): Condition | null {
  const key = raw.toLowerCase().replace(/[^a-z]/g, '');
  if (!key) return 'NM';
  return overrides[key] ?? CONDITION_WORDS[key] ?? null;
}

/** A price as the apps write it ("$5.48", "0.25", "27.1700", "") → cents, or null when absent or zero. */
export function centsOf(raw: string): number | null {
  // Excel in the locales that separate fields with `;` writes a decimal comma: "1,25".
  const s = raw
    .trim()
    .replace(/^\$/, '')
    .replace(/^(\d{1,9}),(\d{1,2})$/, '$1.$2');
  if (!/^\d{1,9}(\.\d{1,6})?$/.test(s)) return null;
  const cents = toCents(s);
  return cents > 0 ? cents : null;
}

/** A whole, non-negative quantity, or null. */
export function quantityOf(raw: string): number | null {
  const s = raw.trim();
  if (!/^\d{1,7}$/.test(s)) return null;
  return Number(s);
}
