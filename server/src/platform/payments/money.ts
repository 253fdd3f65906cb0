/** Money in integer cents: exact arithmetic for prices read from `numeric` columns as decimal strings. */

/** "12.5" or "12.50" → 1250. Throws on anything that is not a non-negative amount with ≤ 2 decimals. */
export function toCents(amount: string | number): number {
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount.trim();
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new Error(`Not an amount of money: ${text}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 1250 → "12.50" (dollars with 2 decimals, as the API answers prices). */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new Error(`Not a number of cents: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** 1250 → 12.5, for the one field the spec answers as a number (the cart total). */
export const centsToNumber = (cents: number): number => Number(formatCents(cents));
