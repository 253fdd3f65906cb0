import type { CheckoutAddress } from '@storefront/contract/checkout';
import type { Transaction } from '../../db/client.ts';
import { rateTableTaxProvider, type TaxProvider, type TaxQuote } from '../tax/index.ts';
import { withTax, type PricedOrder } from './pricing.ts';

/** The order taxed for the shipping address by the provider (the store's rate table unless told), and its quote. */
export async function taxOrder(
  tx: Transaction,
  tenantId: string,
  userId: number,
  order: PricedOrder,
  address: Pick<CheckoutAddress, 'country' | 'state'>,
  provider: TaxProvider = rateTableTaxProvider,
): Promise<{ order: PricedOrder; quote: TaxQuote }> {
  const quote = await provider.quote(tx, {
    tenantId,
    // Tax is on what the shopper pays for the line: its amount less its discount (decision 060).
    lines: order.lines.map((l) => ({ amountCents: l.lineCents - l.discountCents })),
    shippingCents: order.shippingCents,
    // An address without a country is taken as the United States, as the order records it (createOrder).
    address: { country: address.country || 'US', region: address.state },
    customer: { userId },
  });
  return { order: withTax(order, quote), quote };
}
