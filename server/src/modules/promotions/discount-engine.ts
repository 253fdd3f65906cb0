import type { Cents } from '@storefront/contract/money';

/** What a line is, for matching: its product, the product's category and the categories above it, its card. */
export interface LineFacts {
  productId: number;
  categoryIds: number[];
  productTypeId: number | null;
  game: string | null;
  setCode: string | null;
  /** The card's rarity, lower case. */
  rarity: string | null;
}

/** What a code or promotion matches by; null matches every line (pricing rules' way). */
export interface LineMatch {
  game: string | null;
  setCode: string | null;
  rarity: string | null;
  categoryId: number | null;
  productTypeId: number | null;
  productId: number | null;
}

export interface EngineLine {
  unitCents: Cents;
  quantity: number;
  lineCents: Cents;
  facts: LineFacts;
}

export interface EnginePromotion extends LineMatch {
  name: string;
  buyQuantity: number;
  freeQuantity: number;
}

export interface EngineCode extends LineMatch {
  kind: 'percent' | 'fixed';
  percentBp: number | null;
  amount: Cents | null;
  appliesTo: 'order' | 'lines';
  stackable: boolean;
}

/** Whether a line is one the filters name: every filter set must hold (set and rarity without regard to case). */
export function matches(m: LineMatch, f: LineFacts): boolean {
  return (
    (m.productId === null || m.productId === f.productId) &&
    (m.categoryId === null || f.categoryIds.includes(m.categoryId)) &&
    (m.productTypeId === null || m.productTypeId === f.productTypeId) &&
    (m.game === null || m.game === f.game) &&
    (m.setCode === null || m.setCode.toLowerCase() === f.setCode?.toLowerCase()) &&
    (m.rarity === null || m.rarity.toLowerCase() === f.rarity)
  );
}

/**
 * `total` shared out over `weights` to the cent by largest remainder: each share is floor(total × w / Σw),
 * then the cents left go one each to the largest remainders (the first line on a tie). The shares add up to
 * `total` exactly and none exceeds its weight while total ≤ Σw.
 */
export function allocate(total: Cents, weights: Cents[]): Cents[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  // BigInt: total × weight may pass 2^53 on large orders.
  const [t, s] = [BigInt(total), BigInt(sum)];
  const shares = weights.map((w) => Number((t * BigInt(w)) / s));
  const order = weights
    .map((w, i) => ({ i, rest: (t * BigInt(w)) % s }))
    .sort((a, b) => (b.rest > a.rest ? 1 : b.rest < a.rest ? -1 : a.i - b.i));
  let left = total - shares.reduce((a, b) => a + b, 0);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

/** `whole × bp / 10000` rounded half up to the cent, in integers. */
const percentOf = (whole: Cents, bp: number): Cents => Math.floor((2 * whole * bp + 10_000) / 20_000);

export interface PromotionResult {
  /** Each line's discount from the promotions. */
  lineCents: Cents[];
  /** The promotions that took something off, with how much, in their order. */
  applied: { name: string; cents: Cents }[];
  /** The lines a promotion counted (its bought units and its free ones): a code that does not stack skips them. */
  taken: boolean[];
}

/**
 * The automatic promotions, in their order: each takes the matching lines no earlier promotion took, counts
 * their units, and of every buy + free units makes the `free` cheapest free (a unit's price, on a tie the
 * earlier line). A promotion that frees nothing takes no line, so a later one may still use them.
 */
export function applyPromotions(lines: EngineLine[], promos: EnginePromotion[]): PromotionResult {
  const lineCents = lines.map(() => 0);
  const taken = lines.map(() => false);
  const applied: PromotionResult['applied'] = [];
  for (const promo of promos) {
    const mine = lines.flatMap((l, i) => (!taken[i] && matches(promo, l.facts) ? [i] : []));
    const units = mine.flatMap((i) => Array.from({ length: lines[i]!.quantity }, () => i));
    const free = Math.floor(units.length / (promo.buyQuantity + promo.freeQuantity)) * promo.freeQuantity;
    if (!free) continue;
    units.sort((a, b) => lines[a]!.unitCents - lines[b]!.unitCents || a - b);
    let cents = 0;
    for (const i of units.slice(0, free)) {
      lineCents[i]! += lines[i]!.unitCents;
      cents += lines[i]!.unitCents;
    }
    for (const i of mine) taken[i] = true;
    applied.push({ name: promo.name, cents });
  }
  return { lineCents, applied, taken };
}

export type CodeOutcome =
  { ok: true; lineCents: Cents[]; cents: Cents } | { ok: false; reason: 'notForItems' | 'minimum' };

/**
 * A code over the lines after promotions: the lines it applies to (all, or the matching ones; a code that does
 * not stack skips the lines a promotion counted), what is left of them, the minimum spend on the cart after
 * promotions, then percent (half up) or the fixed amount (at most what is left), allocated by largest remainder.
 */
export function applyCode(
  lines: EngineLine[],
  promoted: PromotionResult,
  code: EngineCode,
  minSpend: Cents | null,
): CodeOutcome {
  const left = lines.map((l, i) => l.lineCents - promoted.lineCents[i]!);
  const eligible = lines.map(
    (l, i) =>
      left[i]! > 0 &&
      (code.appliesTo === 'order' || matches(code, l.facts)) &&
      (code.stackable || !promoted.taken[i]),
  );
  const weights = left.map((cents, i) => (eligible[i] ? cents : 0));
  const base = weights.reduce((a, b) => a + b, 0);
  if (base <= 0) return { ok: false, reason: 'notForItems' };
  if (minSpend !== null && left.reduce((a, b) => a + b, 0) < minSpend)
    return { ok: false, reason: 'minimum' };
  const cents =
    code.kind === 'percent' ? percentOf(base, code.percentBp ?? 0) : Math.min(code.amount ?? 0, base);
  return { ok: true, lineCents: allocate(cents, weights), cents };
}
