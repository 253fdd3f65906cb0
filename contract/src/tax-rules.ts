/**
 * Tax rates as text and numbers, and how tax reads on every screen and e-mail (decision 052), shared by the
 * server and the web app. No zod: the web's checkout loads it.
 */

/** The one currency a store sells in for now (issue 27: multi-currency is later), named on every amount. */
export const STORE_CURRENCY = 'USD';

/** 100 % in rate units: a rate is stored in thousandths of a percent (8.875 % → 8875), never as a float. */
export const FULL_RATE = 100_000;
const RATE_TEXT = /^(\d{1,3})(?:\.(\d{1,3}))?$/;

/** "8.875" (percent) → 8875 rate units; null when it is not a percentage with at most 3 decimals. */
export function rateUnits(percent: string): number | null {
  const match = RATE_TEXT.exec(percent.trim());
  if (!match) return null;
  return Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
}

/** 8875 → "8.875", 19000 → "19": a rate as the API answers it, in percent without trailing zeros. */
export function formatRate(units: number): string {
  const whole = Math.floor(units / 1000);
  const fraction = String(units % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** The tax row's label: tax the prices already include is shown as part of them, other tax as added. */
export const taxRowLabel = (included: boolean): string => (included ? 'Includes tax' : 'Tax');
