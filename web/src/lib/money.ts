const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Prices in dollars with 2 decimals (spec section 9), from a number or a decimal string. */
export function formatPrice(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value) : (value ?? 0);
  return dollars.format(Number.isFinite(n) ? n : 0);
}
