import {
  isObject,
  parseJson,
  skuPart,
  statNumber,
  str,
  strings,
  type CardRecord,
  type ParseResult,
  type SkippedRecord,
} from './card-record.ts';
import { remoteImageUrl } from './card-images.ts';

type Json = Record<string, unknown>;

export interface PokemonSet {
  id: string;
  name: string;
  releaseDate: string | null;
}

/** `sets/en.json` → set id → set. */
export function parsePokemonSets(text: string): Map<string, PokemonSet> {
  const json = parseJson(text, 'Pokémon TCG sets');
  const list = Array.isArray(json) ? json : isObject(json) && Array.isArray(json.data) ? json.data : [];
  const sets = new Map<string, PokemonSet>();
  for (const s of list.filter(isObject)) {
    const id = str(s.id);
    if (id)
      sets.set(id, {
        id,
        name: str(s.name) || id,
        releaseDate: str(s.releaseDate).replaceAll('/', '-') || null,
      });
  }
  return sets;
}

/** The set a card names itself (pokemontcg.io API answers embed it), else the one in the set list. */
function setOf(card: Json, setId: string, sets: Map<string, PokemonSet>): PokemonSet | undefined {
  const own = isObject(card.set) && str(card.set.id) === setId ? card.set : null;
  if (!own) return sets.get(setId);
  return {
    id: setId,
    name: str(own.name) || sets.get(setId)?.name || setId,
    releaseDate: str(own.releaseDate).replaceAll('/', '-') || sets.get(setId)?.releaseDate || null,
  };
}

/** TCGplayer's market price of a finish, as API answers carry it (`tcgplayer.prices.holofoil.market`). */
function marketPrice(card: Json, ...variants: string[]): string | null {
  const prices = isObject(card.tcgplayer) && isObject(card.tcgplayer.prices) ? card.tcgplayer.prices : {};
  for (const variant of variants) {
    const quote = prices[variant];
    if (isObject(quote) && typeof quote.market === 'number' && quote.market > 0)
      return quote.market.toFixed(2);
  }
  return null;
}

/** The strongest attack: its base damage is the card's "power", its energy count its "mana value". */
function strongestAttack(card: Json) {
  const attacks = (Array.isArray(card.attacks) ? card.attacks : []).filter(isObject);
  let best: { damage: number; cost: number } | null = null;
  for (const a of attacks) {
    const damage = statNumber(str(a.damage)) ?? 0;
    const cost = typeof a.convertedEnergyCost === 'number' ? a.convertedEnergyCost : strings(a.cost).length;
    if (!best || damage > best.damage) best = { damage, cost };
  }
  return best;
}

function toRecord(
  card: Json,
  sets: Map<string, PokemonSet>,
  fallbackSet: string,
  at: string,
): CardRecord | SkippedRecord {
  const name = str(card.name);
  const id = str(card.id);
  if (!name || !id) return { at, name, reason: 'no id or name' };
  const setId = id.includes('-') ? id.slice(0, id.lastIndexOf('-')) : fallbackSet;
  const set = setOf(card, setId, sets);
  const rarity = str(card.rarity);
  if (!rarity) return { at: id, name, reason: 'no rarity' };
  const supertype = str(card.supertype);
  const subtypes = strings(card.subtypes);
  const attack = strongestAttack(card);
  const number = str(card.number) || id.slice(id.lastIndexOf('-') + 1);
  return {
    sku: `PKM-${skuPart(setId)}-${skuPart(number)}`,
    source: 'pokemontcg',
    sourceId: id,
    game: 'pokemon',
    name,
    setCode: setId,
    setName: set?.name ?? setId,
    collectorNumber: number,
    rarity,
    typeLine: subtypes.length ? `${supertype} — ${subtypes.join(' ')}` : supertype,
    types: supertype ? [supertype] : [],
    colors: strings(card.types),
    manaCost: '',
    manaValue: attack ? attack.cost : null,
    power: attack && attack.damage > 0 ? String(attack.damage) : '',
    toughness: str(card.hp),
    text: [
      ...strings(card.rules),
      ...(Array.isArray(card.attacks) ? card.attacks : [])
        .filter(isObject)
        .map((a) => `${str(a.name)}: ${str(a.text)}`),
    ]
      .join('\n')
      .trim(),
    // Holo and reverse-holo status is only implied by rarity; the store offers foil for holo rarities.
    finishes: /holo|ultra|secret|rainbow|illustration|hyper/i.test(rarity) ? ['foil'] : ['nonfoil', 'foil'],
    usd: marketPrice(card, 'normal', '1stEditionNormal'),
    usdFoil: marketPrice(card, 'holofoil', 'unlimitedHolofoil', '1stEditionHolofoil', 'reverseHolofoil'),
    releasedAt: set?.releaseDate ?? null,
    language: 'en',
    imageUrl: isObject(card.images) ? remoteImageUrl(card.images.large) : null,
    ownStock: null,
  };
}

/** A pokemontcg.io v2 card file (one set's cards, or an API answer), with the set objects for names. */
export function parsePokemon(text: string, sets: Map<string, PokemonSet>, fileSetId = ''): ParseResult {
  const json = parseJson(text, 'Pokémon TCG');
  // A set file is an array; API answers wrap cards in `data`, one card (`/cards/<id>`) as an object.
  const data = isObject(json) ? json.data : json;
  const list = Array.isArray(data) ? data : isObject(data) ? [data] : null;
  if (!list) throw new Error('Expected a JSON array of Pokémon TCG card objects');
  const result: ParseResult = { records: [], skipped: [] };
  list.forEach((item, i) => {
    const at = `#${i + 1}`;
    if (!isObject(item)) return result.skipped.push({ at, name: '', reason: 'not an object' });
    const r = toRecord(item, sets, fileSetId, at);
    if ('reason' in r) result.skipped.push(r);
    else result.records.push(r);
  });
  return result;
}
