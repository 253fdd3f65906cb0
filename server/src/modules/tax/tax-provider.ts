import type { Cents } from '@storefront/contract/money';
import type { Transaction } from '../../db/client.ts';

/** What is taxed: each line's amount and shipping, in cents, as the store entered its prices. */
export interface TaxQuoteRequest {
  tenantId: string;
  lines: { amountCents: Cents }[];
  shippingCents: Cents;
  address: { country: string; region: string };
  customer: { userId: number };
}

/** The tax of each line (same order) and of shipping; `included`: already inside the amounts. */
export interface TaxQuote {
  lineTax: Cents[];
  shippingTax: Cents;
  included: boolean;
  /** The customer is tax-exempt: every tax above is 0. */
  exempt: boolean;
}

/**
 * Who computes an order's tax. The store's own rate table is the default (rateTableTaxProvider); an external
 * tax service can implement this later and be chosen in buildApp. Runs inside checkout's transaction.
 */
export interface TaxProvider {
  quote(tx: Transaction, request: TaxQuoteRequest): Promise<TaxQuote>;
}
