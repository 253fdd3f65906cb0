import {
  isObject,
  mtgRarity,
  mtgSku,
  mtgTypes,
  parseJson,
  str,
  strings,
  wubrg,
  type CardRecord,
  type ParseResult,
  type SkippedRecord,
} from './card-record.ts';

type Json = Record<string, unknown>;

function finishesOf(card: Json): ('nonfoil' | 'foil')[] {
  const listed = strings(card.finishes);
  const nonfoil = listed.length ? listed.includes('nonfoil') : card.hasNonFoil !== false;
  const foil = listed.length ? listed.includes('foil') || listed.includes('etched') : card.hasFoil === true;
  return [...(nonfoil ? (['nonfoil'] as const) : []), ...(foil ? (['foil'] as const) : [])];
}

function toRecord(card: Json, set: Json, at: string): CardRecord | SkippedRecord {
  const name = str(card.name);
  if (!name) return { at, name, reason: 'no name' };
  if (str(card.side) && str(card.side) !== 'a')
    return {
      at,
      name,
      reason: `face "${str(card.side)}" of a multi-face card; imported with its front face`,
    };
  const setCode = str(card.setCode) || str(set.code);
  const number = str(card.number);
  if (!setCode || !number) return { at, name, reason: 'no set code or number' };
  const rarity = mtgRarity(str(card.rarity));
  if (!rarity) return { at, name, reason: `unknown rarity "${str(card.rarity)}"` };
  const typeLine = str(card.type);
  const manaValue = card.manaValue ?? card.convertedManaCost;
  return {
    sku: mtgSku(setCode, number),
    source: 'mtgjson',
    sourceId: str(card.uuid),
    game: 'mtg',
    name,
    setCode: setCode.toLowerCase(),
    setName: str(set.name) || setCode,
    collectorNumber: number,
    rarity,
    typeLine,
    types: strings(card.types).length ? strings(card.types) : mtgTypes(typeLine),
    colors: wubrg(strings(card.colors)),
    manaCost: str(card.manaCost),
    manaValue: typeof manaValue === 'number' ? manaValue : null,
    power: str(card.power),
    toughness: str(card.toughness) || str(card.loyalty),
    text: str(card.text),
    finishes: finishesOf(card),
    usd: null,
    usdFoil: null,
    releasedAt: str(set.releaseDate) || null,
    language: 'en',
    ownStock: null,
  };
}

/** MTGJSON v5 AllPrintings (or a single set file: `{meta, data: {code, cards}}`) → card records. */
export function parseMtgjson(text: string): ParseResult {
  const json = parseJson(text, 'MTGJSON');
  if (!isObject(json) || !isObject(json.data))
    throw new Error('Expected an MTGJSON file with a "data" object');
  const sets: Json[] = Array.isArray(json.data.cards)
    ? [json.data]
    : Object.values(json.data).filter(isObject);
  const result: ParseResult = { records: [], skipped: [] };
  for (const set of sets) {
    const cards = Array.isArray(set.cards) ? set.cards : [];
    cards.forEach((card, i) => {
      const at = `${str(set.code)} #${i + 1}`;
      if (!isObject(card)) return result.skipped.push({ at, name: '', reason: 'not an object' });
      const r = toRecord(card, set, at);
      if ('reason' in r) result.skipped.push(r);
      else result.records.push(r);
    });
  }
  return result;
}
