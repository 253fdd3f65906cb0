import { formatPrice, toCents } from '@storefront/contract/money';

export { formatCents, formatPrice, sumCents, toCents, type Cents } from '@storefront/contract/money';

/** An amount as the API answers it (a decimal string, or the cart's number) for people: "$12.34". */
export function formatAmount(amount: string | number | null | undefined): string {
  return formatPrice(toCents(amount ?? 0));
}
