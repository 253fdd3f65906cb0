import type { CheckoutQuote, CheckoutQuoteBodySchema } from '@storefront/contract/checkout';
import { formatCents } from '@storefront/contract/money';
import { STORE_CURRENCY } from '@storefront/contract/tax-rules';
import type { z } from 'zod';
import { BadRequest } from '../../platform/errors.ts';
import { requireUser } from '../../platform/session-user.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { cartLines } from '../cart/index.ts';
import type { TaxProvider } from '../tax/index.ts';
import { shippingView } from './checkout-methods.service.ts';
import { taxOrder } from './order-tax.ts';
import { discountLines } from '../promotions/index.ts';
import { priceOrder, pricedLine, withDiscount } from './pricing.ts';
import {
  activeMethods,
  cartFigures,
  freeOverIn,
  methodApplies,
  methodPrice,
  zoneFor,
} from './shipping-zones.ts';

type QuoteBody = z.output<typeof CheckoutQuoteBodySchema>;

export const NO_SHIPPING = 'We do not ship to this address yet';

/**
 * What the signed-in shopper's cart costs shipped to this address, priced and taxed by the functions checkout
 * uses, so the summary shows the order's figures to the cent: the methods offered there (decision 053), and
 * the chosen one's price (the first offered when the chosen one is not).
 */
export async function quoteCheckout(
  ctx: RequestContext,
  body: QuoteBody,
  tax?: TaxProvider,
): Promise<CheckoutQuote> {
  const user = requireUser(ctx);
  const tenantId = ctx.tenant.id;
  return ctx.db(async (tx) => {
    const lines = await cartLines(tx, tenantId, user.id);
    const figures = cartFigures(
      lines,
      lines.reduce((sum, l) => sum + l.product.price * l.quantity, 0),
    );
    const zone = await zoneFor(tx, tenantId, body.shipping_address);
    const offered = (await activeMethods(tx, tenantId)).filter((m) => methodApplies(m, zone, figures));
    const method = offered.find((m) => m.id === body.shipping_method) ?? offered[0];
    if (!method) throw new BadRequest(NO_SHIPPING, { 'shipping_address.country': NO_SHIPPING });
    const untaxed = priceOrder(
      lines.map(pricedLine),
      methodPrice(method),
      freeOverIn(zone, ctx.tenant.freeShippingOver),
    );
    const discount = await discountLines(tx, tenantId, user.id, untaxed.lines, body.discount_code);
    const { order, quote } = await taxOrder(
      tx,
      tenantId,
      user.id,
      withDiscount(untaxed, discount),
      body.shipping_address,
      tax,
    );
    return {
      currency: STORE_CURRENCY,
      shipping_methods: offered.map(shippingView),
      shipping_method: method.id,
      subtotal: formatCents(order.subtotalCents),
      discount: formatCents(order.discountCents),
      discount_code: discount.code,
      code_error: discount.codeError,
      promotions: discount.promotions.map((p) => ({ name: p.name, discount: formatCents(p.cents) })),
      shipping: formatCents(order.shippingCents),
      tax: formatCents(order.taxCents),
      shipping_tax: formatCents(quote.shippingTax),
      total: formatCents(order.totalCents),
      prices_include_tax: order.taxIncluded,
      tax_exempt: quote.exempt,
      lines: order.lines.map((l) => ({
        product_id: l.productId,
        variant_id: l.variantId,
        tax: formatCents(l.taxCents),
        discount: formatCents(l.discountCents),
      })),
    };
  });
}
