import { languageOf } from '../languages.ts';
import { CONDITIONS, mtgRarity, mtgSku, price, type Condition, type ParseResult } from './card-record.ts';
import { csvRows, requireColumns } from './csv.ts';

const COLUMNS = [
  'Name',
  'Set code',
  'Set name',
  'Collector number',
  'Foil',
  'Rarity',
  'Quantity',
  'Condition',
];

const CONDITION_WORDS: Record<string, Condition> = {
  mint: 'NM',
  near_mint: 'NM',
  excellent: 'LP',
  lightly_played: 'LP',
  good: 'MP',
  moderately_played: 'MP',
  light_played: 'LP',
  played: 'HP',
  heavily_played: 'HP',
  poor: 'DMG',
  damaged: 'DMG',
};

/** ManaBox condition words (near_mint …) or the short codes themselves → NM, LP, MP, HP, DMG. */
export function condition(raw: string | undefined): Condition | null {
  const key = (raw ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  const upper = key.toUpperCase() as Condition;
  return CONDITIONS.includes(upper) ? upper : (CONDITION_WORDS[key] ?? null);
}

/** A ManaBox collection export: inventory rows (quantity, condition, foil, purchase price) of MTG cards. */
export function parseManabox(text: string): ParseResult {
  requireColumns(text, COLUMNS, 'ManaBox collection CSV');
  const result: ParseResult = { records: [], skipped: [] };
  for (const { line, row } of csvRows(text)) {
    const at = `line ${line}`;
    const name = row.Name ?? '';
    const setCode = row['Set code'] ?? '';
    const number = row['Collector number'] ?? '';
    const rarity = mtgRarity(row.Rarity);
    const cond = condition(row.Condition);
    const quantity = Number(row.Quantity);
    const foil = (row.Foil ?? '').toLowerCase();
    const problem = !name
      ? 'no name'
      : !setCode || !number
        ? 'no set code or collector number'
        : !rarity
          ? `unknown rarity "${row.Rarity ?? ''}"`
          : !cond
            ? `unknown condition "${row.Condition ?? ''}"`
            : !Number.isInteger(quantity) || quantity < 0
              ? `quantity "${row.Quantity ?? ''}" is not a whole number`
              : !['normal', 'foil', 'etched'].includes(foil)
                ? `unknown finish "${row.Foil ?? ''}"`
                : null;
    if (problem || !rarity || !cond) {
      result.skipped.push({ at, name, reason: problem ?? 'invalid row' });
      continue;
    }
    const isFoil = foil !== 'normal';
    const language = languageOf(row.Language ?? '') ?? (row.Language ?? '').toLowerCase();
    result.records.push({
      sku: mtgSku(setCode, number, language),
      source: 'manabox',
      sourceId: row['Scryfall ID'] || row['ManaBox ID'] || `${setCode}-${number}`,
      game: 'mtg',
      name,
      setCode: setCode.toLowerCase(),
      setName: row['Set name'] || setCode,
      collectorNumber: number,
      rarity,
      typeLine: '',
      types: [],
      colors: [],
      manaCost: '',
      manaValue: null,
      power: '',
      toughness: '',
      text: '',
      finishes: [isFoil ? 'foil' : 'nonfoil'],
      usd: isFoil ? null : price(row['Purchase price']),
      usdFoil: isFoil ? price(row['Purchase price']) : null,
      releasedAt: null,
      language,
      imageUrl: null,
      ownStock: { condition: cond, foil: isFoil, quantity, price: price(row['Purchase price']) },
    });
  }
  return result;
}
