import { MAX_LINE_QUANTITY } from '@storefront/contract/cart';
import {
  MassEntryOptionsSchema,
  type MassEntryAnswer,
  type MassEntryOptions,
} from '@storefront/contract/cart-mass-entry';
import { formatCents, sumCents, toCents } from '@storefront/contract/money';
import { requireUser } from '../../platform/session-user.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { cartFromLines } from './cart-totals.ts';
import { cartLines } from './cart.queries.ts';
import { readList } from './mass-entry-list.ts';
import { fillLines } from './mass-entry-pick.ts';
import { addUnits, candidatesFor, heldInCart, nameKey } from './mass-entry.queries.ts';

export interface MassEntryRequest {
  list: string;
  options?: MassEntryOptions | undefined;
  add?: boolean | undefined;
}

/**
 * Answers a pasted deck list line by line from the store's stock (what is found, at which price from which
 * sellers, what is short or missing) and, with `add`, puts everything found into the signed-in shopper's cart
 * in the same transaction, never past the stock. Signed out, the answer works and adding asks for sign-in.
 */
export async function massEntry(ctx: RequestContext, body: MassEntryRequest): Promise<MassEntryAnswer> {
  const user = body.add ? requireUser(ctx) : ctx.user;
  const options = body.options ?? MassEntryOptionsSchema.parse({});
  const lines = readList(body.list);
  const keys = [...new Set(lines.flatMap((l) => (l.card ? [nameKey(l.card.name)] : [])))];
  return ctx.db(async (tx) => {
    const tenant = ctx.tenant;
    const candidates = await candidatesFor(tx, tenant.id, tenant.name, keys);
    const inCart = user ? await heldInCart(tx, tenant.id, user.id) : new Map<number, number>();
    const answered = fillLines(lines, candidates, inCart, options);
    const taken = answered.flatMap((l) => l.offers);
    let cart: MassEntryAnswer['cart'] = null;
    if (body.add && user) {
      const units = new Map<number, { productId: number; variantId: number; quantity: number }>();
      for (const o of taken) {
        const unit = units.get(o.variant_id) ?? {
          productId: o.product_id,
          variantId: o.variant_id,
          quantity: 0,
        };
        unit.quantity += o.quantity;
        units.set(o.variant_id, unit);
      }
      await addUnits(tx, tenant.id, user.id, [...units.values()], MAX_LINE_QUANTITY);
      cart = cartFromLines(await cartLines(tx, tenant.id, user.id));
    }
    return {
      lines: answered,
      wanted: answered.reduce((sum, l) => sum + l.wanted, 0),
      found: answered.reduce((sum, l) => sum + l.found, 0),
      subtotal: formatCents(sumCents(taken.map((o) => toCents(o.unit_price) * o.quantity))),
      missing: answered.flatMap((l) => (l.missing ? [l.missing] : [])),
      added: Boolean(body.add && user),
      cart,
    };
  });
}
