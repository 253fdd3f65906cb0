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
import { scryfallImageById } from './card-images.ts';

type Json = Record<string, unknown>;

function finishesOf(card: Json): ('nonfoil' | 'foil')[] {
  const listed = strings(card.finishes);
  const nonfoil = listed.length ? listed.includes('nonfoil') : card.hasNonFoil !== false;
  const foil = listed.length ? listed.includes('foil') || listed.includes('etched') : card.hasFoil === true;
  return [...(nonfoil ? (['nonfoil'] as const) : []), ...(foil ? (['foil'] as const) : [])];
}

const printingKey = (card: Json, set: Json) => `${str(card.setCode) || str(set.code)}:${str(card.number)}`;
const isFront = (card: Json) => !str(card.side) || str(card.side) === 'a';

/**
 * A back face is no printing of its own: the card is sold as its front face. The reason says whether that
 * front face is in the file (and so imported) or not (and so neither face is).
 */
function backFaceReason(card: Json, fronts: Map<string, string>, set: Json): string {
  const side = `face "${str(card.side)}" of a multi-face card`;
  const front = fronts.get(printingKey(card, set));
  return front
    ? `${side}: not a printing of its own; the card is imported as its front face "${front}"`
    : `${side}: not a printing of its own, and its front face is not in this file, so the card is not imported`;
}

function toRecord(
  card: Json,
  set: Json,
  at: string,
  fronts: Map<string, string>,
): CardRecord | SkippedRecord {
  const name = str(card.name);
  if (!name) return { at, name, reason: 'no name' };
  if (!isFront(card)) return { at, name, reason: backFaceReason(card, fronts, set) };
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
    imageUrl: scryfallImageById(isObject(card.identifiers) ? card.identifiers.scryfallId : null),
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
    const fronts = new Map(
      cards
        .filter(isObject)
        .filter((c) => isFront(c) && str(c.name))
        .map((c) => [printingKey(c, set), str(c.name)]),
    );
    cards.forEach((card, i) => {
      const at = `${str(set.code)} #${i + 1}`;
      if (!isObject(card)) return result.skipped.push({ at, name: '', reason: 'not an object' });
      const r = toRecord(card, set, at, fronts);
      if ('reason' in r) result.skipped.push(r);
      else result.records.push(r);
    });
  }
  return result;
}
