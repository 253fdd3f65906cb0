import { toCents } from '@storefront/contract/money';
import type { CardRecord, Condition } from './parsers/card-record.ts';

/** One supplier's stock of one condition and finish of a card, at a price in cents. */
export interface Offer {
  supplierId: number;
  condition: Condition;
  foil: boolean;
  quantity: number;
  cents: number;
}

/** mulberry32 seeded from a string: the same card always gets the same demo offers. */
export function prng(seed: string): () => number {
  let h = 1779033703;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const RARITY_CENTS: [RegExp, number][] = [
  [/^common$/i, 25],
  [/^uncommon$/i, 50],
  [/^rare$/i, 200],
  [/^rare holo$/i, 400],
  [/^mythic$/i, 800],
  [/special|hyper|secret|rainbow/i, 2500],
  [/./, 1200],
];

/** The card's list price in cents: the source's USD price when present, else one from its rarity. */
export function listCents(record: CardRecord, foil: boolean): number {
  const own = foil ? record.usdFoil : record.usd;
  if (own) return Math.max(10, toCents(own));
  if (foil && record.usd) return Math.max(10, toCents(record.usd) * 2);
  const base = RARITY_CENTS.find(([re]) => re.test(record.rarity))?.[1] ?? 100;
  return foil ? base * 2 : base;
}

const CONDITION_PERCENT: Record<Condition, number> = { NM: 100, LP: 85, MP: 70, HP: 50, DMG: 35 };
const CONDITION_ODDS: [Condition, number][] = [
  ['NM', 0.5],
  ['LP', 0.75],
  ['MP', 0.87],
  ['HP', 0.95],
  ['DMG', 1],
];

/** Deterministic demo stock: 1 to 3 supplier offers, some sold out (0) and some low (1-3). */
export function demoOffers(record: CardRecord, supplierIds: number[]): Offer[] {
  if (!supplierIds.length) return [];
  const random = prng(record.sku);
  const count = 1 + Math.floor(random() * Math.min(3, supplierIds.length));
  const suppliers = [...supplierIds].sort(() => random() - 0.5).slice(0, count);
  const seen = new Set<string>();
  const offers: Offer[] = [];
  for (const supplierId of suppliers) {
    const roll = random();
    const condition = CONDITION_ODDS.find(([, p]) => roll < p)?.[0] ?? 'NM';
    const canFoil = record.finishes.includes('foil');
    const foil = canFoil && (!record.finishes.includes('nonfoil') || random() < 0.25);
    const stockRoll = random();
    const quantity =
      stockRoll < 0.12 ? 0 : stockRoll < 0.35 ? 1 + Math.floor(random() * 3) : 4 + Math.floor(random() * 17);
    const jitter = 90 + Math.floor(random() * 26);
    const cents = Math.max(
      10,
      Math.round((listCents(record, foil) * CONDITION_PERCENT[condition] * jitter) / 10000),
    );
    const key = `${supplierId}-${condition}-${foil}`;
    if (!seen.has(key)) offers.push({ supplierId, condition, foil, quantity, cents });
    seen.add(key);
  }
  return offers;
}
