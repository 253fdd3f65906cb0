import {
  MASS_ENTRY_CONDITIONS,
  type MassEntryLine,
  type MassEntryMissing,
  type MassEntryOffer,
  type MassEntryOptions,
} from '@storefront/contract/cart-mass-entry';
import { formatCents } from '@storefront/contract/money';
import type { ListLine } from './mass-entry-list.ts';
import { nameKey, type Candidate } from './mass-entry.queries.ts';

type Card = NonNullable<ListLine['card']>;
const rank = (condition: string) => {
  const at = MASS_ENTRY_CONDITIONS.indexOf(condition as (typeof MASS_ENTRY_CONDITIONS)[number]);
  return at < 0 ? MASS_ENTRY_CONDITIONS.length : at;
};

/** Whether a candidate may fill the line under the options. */
function fits(c: Candidate, card: Card, options: MassEntryOptions): boolean {
  if (c.key !== nameKey(card.name)) return false;
  if (rank(c.condition) > rank(options.minCondition)) return false;
  if (options.foil !== 'any' && c.foil !== (options.foil === 'foil')) return false;
  if (options.printing === 'exact') {
    if (card.set && c.setCode !== card.set) return false;
    if (card.set && card.number && c.collectorNumber.toLowerCase() !== card.number.toLowerCase())
      return false;
    if (card.foil && !c.foil) return false;
  }
  return true;
}

const sells = (c: Candidate, seller: string | undefined) =>
  seller !== undefined && c.rows.some((r) => r.seller.toLowerCase() === seller.toLowerCase());

/** The order offers are taken in: the preferred seller's first, then by the pick, then the oldest variant. */
function order(options: MassEntryOptions) {
  const seller = options.preferSeller || undefined;
  return (a: Candidate, b: Candidate) =>
    Number(sells(b, seller)) - Number(sells(a, seller)) ||
    (options.pick === 'best_condition' ? rank(a.condition) - rank(b.condition) : 0) ||
    a.price - b.price ||
    rank(a.condition) - rank(b.condition) ||
    a.variantId - b.variantId;
}

/** The sellers whose rows give `quantity` units, cheapest rows first (as checkout takes them). */
function sellersFor(c: Candidate, quantity: number): string[] {
  const names: string[] = [];
  let left = quantity;
  for (const row of c.rows) {
    if (left <= 0) break;
    if (!names.includes(row.seller)) names.push(row.seller);
    left -= row.quantity;
  }
  return names;
}

function offerOf(c: Candidate, quantity: number, available: number): MassEntryOffer {
  return {
    product_id: c.productId,
    variant_id: c.variantId,
    slug: c.slug,
    name: c.name,
    set_code: c.setCode.toUpperCase(),
    set_name: c.setName,
    collector_number: c.collectorNumber,
    condition: c.condition,
    finish: c.foil ? 'foil' : 'nonfoil',
    language: c.language,
    sellers: sellersFor(c, quantity),
    unit_price: formatCents(c.price),
    quantity,
    available,
  };
}

/** What a wantlist needs of the units a line could not get. */
function missingOf(card: Card, quantity: number, options: MassEntryOptions): MassEntryMissing {
  const finish =
    options.foil !== 'any' ? options.foil : card.foil && options.printing === 'exact' ? 'foil' : undefined;
  return {
    name: card.name,
    ...(card.set && { set: card.set.toUpperCase() }),
    ...(options.minCondition !== 'DMG' && { condition: options.minCondition }),
    ...(finish && { finish }),
    quantity,
  };
}

/**
 * Fills each line, in list order, from the offers that fit it, in the options' order, never past what is left
 * of an offer: the stock less what the shopper's cart holds less what earlier lines took. A line the offers do
 * not cover is short (some found) or missing (none), with the rest as a wantlist item.
 */
export function fillLines(
  lines: ListLine[],
  candidates: Candidate[],
  inCart: Map<number, number>,
  options: MassEntryOptions,
): MassEntryLine[] {
  const left = new Map(
    candidates.map((c) => [c.variantId, Math.max(0, c.stock - (inCart.get(c.variantId) ?? 0))]),
  );
  const sorted = [...candidates].sort(order(options));
  return lines.map((l) => {
    const base = { line: l.line, text: l.text, section: l.section, reason: l.reason };
    const card = l.card;
    if (!card)
      return {
        ...base,
        status: 'unreadable',
        name: '',
        set: null,
        number: null,
        wanted: 0,
        found: 0,
        offers: [],
        missing: null,
      };
    const offers: MassEntryOffer[] = [];
    let need = card.quantity;
    for (const c of sorted) {
      if (need === 0) break;
      const has = left.get(c.variantId) ?? 0;
      if (has === 0 || !fits(c, card, options)) continue;
      const take = Math.min(has, need);
      offers.push(offerOf(c, take, has));
      left.set(c.variantId, has - take);
      need -= take;
    }
    const found = card.quantity - need;
    return {
      ...base,
      status: need === 0 ? 'found' : found ? 'short' : 'missing',
      name: card.name,
      set: card.set ? card.set.toUpperCase() : null,
      number: card.number || null,
      wanted: card.quantity,
      found,
      offers,
      missing: need ? missingOf(card, need, options) : null,
    };
  });
}
