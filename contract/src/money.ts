/**
 * Money as integer cents, shared by the server and the web app. Amounts travel as decimal strings of dollars
 * ("12.34"); arithmetic happens on cents only, never on floats. No zod here: the web's first page loads it.
 */

/** A whole number of cents. */
export type Cents = number;

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/** The decimal text of a number as JavaScript prints it, without an exponent (1e-7 → "0.0000001"). */
function plainDecimal(amount: number): string {
  if (!Number.isFinite(amount)) throw new Error(`Not an amount of money: ${amount}`);
  const text = String(amount);
  return /e/i.test(text) ? amount.toFixed(20).replace(/0+$/, '') : text;
}

/**
 * Dollars ("12.5", "12.345", 12.5, "-3") → cents, rounding half away from zero on the written digits, so
 * "0.005" → 1 and 1.005 → 101 (no float truncation). Throws on anything that is not a decimal amount.
 */
export function toCents(amount: string | number): Cents {
  const text = typeof amount === 'number' ? plainDecimal(amount) : amount.trim();
  const match = DECIMAL.exec(text);
  const [, sign = '', whole = '', fraction = ''] = match ?? [];
  if (!match || (whole === '' && fraction === '')) throw new Error(`Not an amount of money: ${text}`);
  const digits = fraction.padEnd(3, '0');
  const cents = Number(whole || '0') * 100 + Number(digits.slice(0, 2)) + (Number(digits[2]) >= 5 ? 1 : 0);
  if (!Number.isSafeInteger(cents)) throw new Error(`Amount out of range: ${text}`);
  return sign === '-' && cents !== 0 ? -cents : cents;
}

function assertCents(cents: Cents): void {
  if (!Number.isSafeInteger(cents)) throw new Error(`Not a number of cents: ${cents}`);
}

/** 1250 → "12.50", -5 → "-0.05": dollars with 2 decimals, as the API answers amounts. */
export function formatCents(cents: Cents): string {
  assertCents(cents);
  const size = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(size / 100)}.${String(size % 100).padStart(2, '0')}`;
}

/**
 * A decimal text in the API's form with 2 decimals ("12.5" → "12.50", a `sum()` of "0" → "0.00"), for
 * amounts SQL answers as numeric text (aggregates, raw `execute`); `money()` columns read as cents: use
 * `formatCents`. Text only, so cents can never be taken for dollars here.
 */
export const normalizeAmount = (amount: string): string => formatCents(toCents(amount));

/** 1250 → 12.5, for the one field the spec answers as a number (the cart total). */
export const centsToNumber = (cents: Cents): number => Number(formatCents(cents));

/**
 * 1234567 → "1,234,567" (en-US grouping). Not Intl.NumberFormat: its first use loads the locale's data,
 * tens of milliseconds of a phone's first render for the first price on the page.
 */
const groupThousands = (whole: number) => String(whole).replace(/\B(?=(\d{3})+$)/g, ',');

/** 123456 → "$1,234.56", -5 → "-$0.05": an amount for people to read. */
export function formatPrice(cents: Cents): string {
  assertCents(cents);
  const size = Math.abs(cents);
  const dollars = groupThousands(Math.floor(size / 100));
  return `${cents < 0 ? '-' : ''}$${dollars}.${String(size % 100).padStart(2, '0')}`;
}

/** The sum of amounts in cents. */
export const sumCents = (amounts: readonly Cents[]): Cents => amounts.reduce((sum, c) => sum + c, 0);
