import type { CatalogueSeed, ProductSeed } from '../../modules/catalog/index.ts';

/** A seeded product with the units each supplier holds, in the order of the suppliers it is seeded with. */
export type StockedProductSeed = ProductSeed & { stock: number[] };
export type StockedCatalogueSeed = Omit<CatalogueSeed, 'products'> & { products: StockedProductSeed[] };

/** How much stock a demo product has: none, a little (1 to 10 in all) or plenty. */
export type StockLevel = 'out' | 'low' | 'plenty';

/**
 * Units per supplier (4 suppliers) for the `i`-th demo product, deterministic so the demo is the same
 * on every start: plenty spreads over 2 to 4 suppliers, low over 1 or 2, out leaves zero rows.
 */
export function demoStock(i: number, level: StockLevel = 'plenty'): number[] {
  if (level === 'out') return i % 2 === 0 ? [0] : [0, 0];
  if (level === 'low') return i % 2 === 0 ? [3 + (i % 5)] : [0, 1 + (i % 3), 2];
  const sellers = 2 + (i % 3);
  return Array.from({ length: sellers }, (_, s) => 5 + ((i * 17 + s * 23) % 56));
}
