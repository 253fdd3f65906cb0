import { toCents } from '@storefront/contract/money';

/** One imported price, before its printing is matched to a product of the store. */
export interface PricePoint {
  /** How the printing is found: by product SKU or by the card source's own id (MTGJSON uuid). */
  key: { sku: string } | { sourceId: string };
  name: string;
  finish: string;
  provider: string;
  kind: 'retail' | 'buylist';
  metric: 'market' | 'low' | 'mid' | 'high';
  currency: string;
  /** YYYY-MM-DD */
  day: string;
  cents: number;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** A positive price in cents from a decimal string or number, else null. */
export function cents(value: unknown): number | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const s = typeof value === 'number' ? value.toFixed(2) : value.trim();
  if (!/^\d{1,9}(\.\d+)?$/.test(s)) return null;
  const c = toCents(Number(s).toFixed(2));
  return c > 0 ? c : null;
}

/** "2021/03/12" or "2021-03-12" → "2021-03-12"; anything else → null. */
export function isoDay(value: unknown): string | null {
  const m = /^(\d{4})[/-](\d{2})[/-](\d{2})/.exec(text(value));
  return m ? `${m[1]}-${m[2]}-${m[3]}` : null;
}

const skuPart = (v: string) =>
  v
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9★]+/g, '')
    .replace('★', 'S');

/** The SKU the card importer gives a Scryfall printing (tcg/parsers: `MTG-<SET>-<number>[-<lang>]`). */
function scryfallSku(card: Json): string | null {
  const set = text(card.set);
  const number = text(card.collector_number);
  if (!set || !number) return null;
  const lang = text(card.lang) || 'en';
  const base = `MTG-${skuPart(set)}-${skuPart(number)}`;
  return lang === 'en' ? base : `${base}-${skuPart(lang)}`;
}

// Scryfall's usd prices are TCGplayer's market prices, its eur prices Cardmarket's trend.
const SCRYFALL_PRICES: [string, string, string, string][] = [
  ['usd', 'nonfoil', 'tcgplayer', 'USD'],
  ['usd_foil', 'foil', 'tcgplayer', 'USD'],
  ['usd_etched', 'etched', 'tcgplayer', 'USD'],
  ['eur', 'nonfoil', 'cardmarket', 'EUR'],
  ['eur_foil', 'foil', 'cardmarket', 'EUR'],
];

/** The prices of one Scryfall card object (its `prices`, or a 2019 record's top-level usd/eur), dated `day`. */
export function scryfallPoints(card: unknown, day: string): PricePoint[] {
  if (!isObject(card)) return [];
  const sku = scryfallSku(card);
  if (!sku) return [];
  const prices = isObject(card.prices) ? card.prices : card;
  return SCRYFALL_PRICES.flatMap(([field, finish, provider, currency]) => {
    const c = cents(prices[field]);
    return c === null
      ? []
      : [
          {
            key: { sku },
            name: text(card.name),
            finish,
            provider,
            kind: 'retail' as const,
            metric: 'market' as const,
            currency,
            day,
            cents: c,
          },
        ];
  });
}

const MTGJSON_FINISHES: Record<string, string> = { normal: 'nonfoil', foil: 'foil', etched: 'etched' };

/** One MTGJSON AllPrices entry (uuid → paper → provider → retail/buylist → normal/foil → date → price). */
export function mtgjsonPoints(uuid: string, entry: unknown): PricePoint[] {
  if (!isObject(entry) || !isObject(entry.paper)) return [];
  const points: PricePoint[] = [];
  for (const [provider, quotes] of Object.entries(entry.paper)) {
    if (!isObject(quotes)) continue;
    const currency = text(quotes.currency) || 'USD';
    for (const kind of ['retail', 'buylist'] as const) {
      const byFinish = quotes[kind];
      if (!isObject(byFinish)) continue;
      for (const [finishName, byDay] of Object.entries(byFinish)) {
        const finish = MTGJSON_FINISHES[finishName];
        if (!finish || !isObject(byDay)) continue;
        for (const [date, value] of Object.entries(byDay)) {
          const day = isoDay(date);
          const c = cents(value);
          if (day && c !== null)
            points.push({
              key: { sourceId: uuid },
              name: uuid,
              finish,
              provider,
              kind,
              metric: 'market',
              currency,
              day,
              cents: c,
            });
        }
      }
    }
  }
  return points;
}

const POKEMON_FINISHES: Record<string, string> = {
  normal: 'nonfoil',
  holofoil: 'foil',
  reverseHolofoil: 'reverse',
  '1stEditionHolofoil': '1st-edition-foil',
  '1stEditionNormal': '1st-edition',
  unlimitedHolofoil: 'foil',
};
const TCGPLAYER_METRICS = ['market', 'low', 'mid', 'high'] as const;
// Cardmarket (EUR): trend is its market price, lowest and average sell are its low and mid.
const CARDMARKET: [string, string, PricePoint['metric']][] = [
  ['trendPrice', 'nonfoil', 'market'],
  ['lowPrice', 'nonfoil', 'low'],
  ['averageSellPrice', 'nonfoil', 'mid'],
  ['reverseHoloTrend', 'reverse', 'market'],
  ['reverseHoloLow', 'reverse', 'low'],
  ['reverseHoloSell', 'reverse', 'mid'],
];

/** A pokemontcg.io card's `tcgplayer` (USD) and `cardmarket` (EUR) prices, dated by their `updatedAt`. */
export function pokemonPoints(card: unknown, today: string): PricePoint[] {
  if (!isObject(card)) return [];
  const id = text(card.id);
  const number = text(card.number) || id.slice(id.lastIndexOf('-') + 1);
  if (!id.includes('-') || !number) return [];
  const key = { sku: `PKM-${skuPart(id.slice(0, id.lastIndexOf('-')))}-${skuPart(number)}` };
  const name = text(card.name);
  const points: PricePoint[] = [];
  const add = (
    finish: string,
    provider: string,
    metric: PricePoint['metric'],
    currency: string,
    day: string,
    value: unknown,
  ) => {
    const c = cents(value);
    if (c !== null)
      points.push({ key, name, finish, provider, kind: 'retail', metric, currency, day, cents: c });
  };
  const tcg = isObject(card.tcgplayer) ? card.tcgplayer : null;
  if (tcg && isObject(tcg.prices)) {
    const day = isoDay(tcg.updatedAt) ?? today;
    for (const [variant, quote] of Object.entries(tcg.prices)) {
      const finish = POKEMON_FINISHES[variant];
      if (finish && isObject(quote))
        for (const m of TCGPLAYER_METRICS) add(finish, 'tcgplayer', m, 'USD', day, quote[m]);
    }
  }
  const mkm = isObject(card.cardmarket) ? card.cardmarket : null;
  if (mkm && isObject(mkm.prices)) {
    const day = isoDay(mkm.updatedAt) ?? today;
    // A holo rare's Cardmarket "normal" price is its holo price: the card has no non-holo printing.
    const holoOnly = /holo|ultra|secret|rainbow|illustration|hyper/i.test(text(card.rarity));
    for (const [field, finish, metric] of CARDMARKET)
      add(
        holoOnly && finish === 'nonfoil' ? 'foil' : finish,
        'cardmarket',
        metric,
        'EUR',
        day,
        mkm.prices[field],
      );
  }
  return points;
}
