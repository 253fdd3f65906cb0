import { and, arrayOverlaps, asc, eq, sql } from 'drizzle-orm';
import type { CheckoutAddress } from '@storefront/contract/checkout';
import { countryKey, regionKey } from '@storefront/contract/country-codes';
import type { Cents } from '@storefront/contract/money';
import type { Transaction } from '../../db/client.ts';
import { shippingMethods, shippingZones } from './checkout.tables.ts';

export type ZoneRow = typeof shippingZones.$inferSelect;
export type MethodRow = typeof shippingMethods.$inferSelect;

/** What a method's conditions are judged on: the order's subtotal before shipping, its items and weight. */
export interface CartFigures {
  subtotalCents: Cents;
  items: number;
  grams: number;
}

/** A cart's figures from its lines (a product of unknown weight weighs nothing) and its subtotal. */
export function cartFigures(
  lines: { quantity: number; product: { weightGrams: number | null } }[],
  subtotalCents: Cents,
): CartFigures {
  return {
    subtotalCents,
    items: lines.reduce((sum, l) => sum + l.quantity, 0),
    grams: lines.reduce((sum, l) => sum + l.quantity * (l.product.weightGrams ?? 0), 0),
  };
}

/** An address's places: its country ("US", an empty one taken as the US as orders record it) and region. */
function placesOf(address: Pick<CheckoutAddress, 'country' | 'state'>) {
  const country = countryKey(address.country || 'US') || address.country.trim().toUpperCase();
  return { country, region: `${country}-${regionKey(address.state)}` };
}

/**
 * The zone an address falls in (decision 053) as a query of one row or none: one listing its region wins over
 * one listing its country, then the oldest. Checkout joins it to the methods' read (one round trip).
 */
export function addressZone(
  tx: Transaction,
  tenantId: string,
  address: Pick<CheckoutAddress, 'country' | 'state'>,
) {
  const { country, region } = placesOf(address);
  return tx
    .select()
    .from(shippingZones)
    .where(and(eq(shippingZones.tenantId, tenantId), arrayOverlaps(shippingZones.places, [country, region])))
    .orderBy(sql`${region} = any(${shippingZones.places}) desc`, asc(shippingZones.id))
    .limit(1);
}

/** The zone an address falls in, or null when none does (the store's methods without a zone apply). */
export async function zoneFor(
  tx: Transaction,
  tenantId: string,
  address: Pick<CheckoutAddress, 'country' | 'state'>,
): Promise<ZoneRow | null> {
  const [zone] = await addressZone(tx, tenantId, address);
  return zone ?? null;
}

const within = (value: number, min: number | null, max: number | null) =>
  (min === null || value >= min) && (max === null || value <= max);

/** Whether checkout may ship this order with `method`: the address's zone's (or, outside every zone, a
 * method without one), active, and the order meets its subtotal, item-count and weight bands. */
export function methodApplies(method: MethodRow, zone: ZoneRow | null, cart: CartFigures): boolean {
  return (
    method.isActive &&
    method.zoneId === (zone?.id ?? null) &&
    within(cart.subtotalCents, method.minSubtotal, method.maxSubtotal) &&
    within(cart.items, method.minItems, method.maxItems) &&
    within(cart.grams, method.minWeightGrams, method.maxWeightGrams)
  );
}

/** What the method costs before the free-shipping promise: its price (a pickup's is usually 0). */
export const methodPrice = (method: MethodRow): Cents => method.price;

/** The free-shipping threshold for the address: its zone's own, else the store's (decision 041). */
export const freeOverIn = (zone: ZoneRow | null, storeFreeOver: Cents | null): Cents | null =>
  zone?.freeOver ?? storeFreeOver;

/** The store's active methods, in checkout's order, for the quote to pick from. */
export async function activeMethods(tx: Transaction, tenantId: string): Promise<MethodRow[]> {
  return tx
    .select()
    .from(shippingMethods)
    .where(and(eq(shippingMethods.tenantId, tenantId), eq(shippingMethods.isActive, true)))
    .orderBy(asc(shippingMethods.sortOrder), asc(shippingMethods.id));
}
