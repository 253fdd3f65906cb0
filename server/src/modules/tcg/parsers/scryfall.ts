import { languageOf } from '../languages.ts';
import {
  isObject,
  mtgRarity,
  mtgSku,
  mtgTypes,
  parseJson,
  price,
  str,
  strings,
  wubrg,
  type CardRecord,
  type ParseResult,
  type SkippedRecord,
} from './card-record.ts';
import { scryfallImage } from './card-images.ts';

type Json = Record<string, unknown>;

function faces(card: Json): Json[] {
  return Array.isArray(card.card_faces) ? card.card_faces.filter(isObject) : [];
}

/** A field of the card, else the faces' values joined like Scryfall joins names (" // "). */
function joined(card: Json, key: string): string {
  const own = str(card[key]);
  if (own) return own;
  return faces(card)
    .map((f) => str(f[key]))
    .filter(Boolean)
    .join(' // ');
}

function finishesOf(card: Json): ('nonfoil' | 'foil')[] {
  const listed = strings(card.finishes);
  if (listed.length) {
    const out: ('nonfoil' | 'foil')[] = [];
    if (listed.includes('nonfoil')) out.push('nonfoil');
    if (listed.includes('foil') || listed.includes('etched')) out.push('foil');
    return out;
  }
  const out: ('nonfoil' | 'foil')[] = [];
  if (card.nonfoil !== false) out.push('nonfoil');
  if (card.foil === true) out.push('foil');
  return out;
}

/** 2019 records carry top-level `usd`; later ones `prices.usd` / `prices.usd_foil`. */
function prices(card: Json) {
  const p = isObject(card.prices) ? card.prices : {};
  return {
    usd: price(p.usd) ?? price(card.usd),
    usdFoil: price(p.usd_foil) ?? price(p.usd_etched),
  };
}

function toRecord(card: Json, index: number): CardRecord | SkippedRecord {
  const name = str(card.name);
  const at = `#${index + 1}`;
  if (card.object !== 'card')
    return { at, name, reason: `not a card object (object: ${str(card.object) || 'missing'})` };
  if (!name) return { at, name, reason: 'no name' };
  const setCode = str(card.set);
  const number = str(card.collector_number);
  if (!setCode || !number) return { at, name, reason: 'no set code or collector number' };
  const rarity = mtgRarity(str(card.rarity));
  if (!rarity) return { at, name, reason: `unknown rarity "${str(card.rarity)}"` };
  const typeLine = joined(card, 'type_line');
  const language = languageOf(str(card.lang)) ?? str(card.lang).toLowerCase();
  const colorSource = Array.isArray(card.colors)
    ? strings(card.colors)
    : faces(card).flatMap((f) => strings(f.colors));
  return {
    sku: mtgSku(setCode, number, language),
    source: 'scryfall',
    sourceId: str(card.id),
    game: 'mtg',
    name: language !== 'en' && str(card.printed_name) ? `${name} (${str(card.printed_name)})` : name,
    setCode: setCode.toLowerCase(),
    setName: str(card.set_name) || setCode.toUpperCase(),
    collectorNumber: number,
    rarity,
    typeLine,
    types: mtgTypes(typeLine),
    colors: wubrg(colorSource),
    manaCost: joined(card, 'mana_cost'),
    manaValue: typeof card.cmc === 'number' ? card.cmc : null,
    power: str(card.power) || str(faces(card)[0]?.power),
    toughness: str(card.toughness) || str(faces(card)[0]?.toughness),
    text: joined(card, 'oracle_text'),
    finishes: finishesOf(card),
    ...prices(card),
    releasedAt: str(card.released_at) || null,
    language,
    imageUrl: scryfallImage(card),
    ownStock: null,
  };
}

/** Scryfall card objects (a JSON array, or a list object with `data`) → card records. */
export function parseScryfall(text: string): ParseResult {
  const json = parseJson(text, 'Scryfall');
  const list = Array.isArray(json) ? json : isObject(json) && Array.isArray(json.data) ? json.data : null;
  if (!list) throw new Error('Expected a JSON array of Scryfall card objects');
  const result: ParseResult = { records: [], skipped: [] };
  list.forEach((item, index) => {
    if (!isObject(item))
      return result.skipped.push({ at: `#${index + 1}`, name: '', reason: 'not an object' });
    const r = toRecord(item, index);
    if ('reason' in r) result.skipped.push(r);
    else result.records.push(r);
  });
  return result;
}
