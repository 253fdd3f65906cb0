import type { Cents } from '@storefront/contract/money';
import { FULL_RATE } from '@storefront/contract/tax-rules';

/** a / b rounded half up, for non-negative integers, exactly (BigInt: no float and no overflow). */
function divideHalfUp(a: bigint, b: bigint): Cents {
  return Number((2n * a + b) / (2n * b));
}

/**
 * The tax in an amount at `rate` (thousandths of a percent), rounded half up to the cent: on top of the
 * amount when prices exclude tax (1000 at 8.875 % → 89), inside it when they include it (1190 at 19 % → 190).
 */
export function taxOf(amount: Cents, rate: number, included: boolean): Cents {
  if (amount <= 0 || rate <= 0) return 0;
  const cents = BigInt(amount);
  const r = BigInt(rate);
  return included
    ? divideHalfUp(cents * r, BigInt(FULL_RATE) + r)
    : divideHalfUp(cents * r, BigInt(FULL_RATE));
}
