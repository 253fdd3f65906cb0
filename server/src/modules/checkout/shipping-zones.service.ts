import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  ShippingZone,
  ShippingZoneInputSchema,
  ZoneMethodInputSchema,
} from '@storefront/contract/checkout-zones';
import { formatCents, toCents } from '@storefront/contract/money';
import { isLocalPickup } from '@storefront/contract/shipment';
import type { Transaction } from '../../db/client.ts';
import { audit } from '../../platform/audit.ts';
import { NotFound } from '../../platform/errors.ts';
import { requireRole } from '../../platform/session-user.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { shippingMethods, shippingZones } from './checkout.tables.ts';
import type { MethodRow, ZoneRow } from './shipping-zones.ts';

type ZoneInput = z.output<typeof ShippingZoneInputSchema>;
type MethodInput = z.output<typeof ZoneMethodInputSchema>;

const cents = (amount: string | null) => (amount === null ? null : toCents(amount));
const amount = (c: number | null) => (c === null ? null : formatCents(c));

function zoneView(zone: ZoneRow, methods: MethodRow[]): ShippingZone {
  return {
    id: zone.id,
    name: zone.name,
    places: zone.places,
    free_over: amount(zone.freeOver),
    methods: methods
      .filter((m) => m.zoneId === zone.id)
      .map((m) => ({
        id: m.id,
        name: m.name,
        description: m.description,
        price: formatCents(m.price),
        pickup: m.pickup,
        min_subtotal: amount(m.minSubtotal),
        max_subtotal: amount(m.maxSubtotal),
        min_items: m.minItems,
        max_items: m.maxItems,
        min_weight_grams: m.minWeightGrams,
        max_weight_grams: m.maxWeightGrams,
      })),
  };
}

async function zonesOf(tx: Transaction, tenantId: string, only?: number): Promise<ShippingZone[]> {
  const zones = await tx
    .select()
    .from(shippingZones)
    .where(and(eq(shippingZones.tenantId, tenantId), only ? eq(shippingZones.id, only) : undefined))
    .orderBy(asc(shippingZones.id));
  const ids = zones.map((z) => z.id);
  const methods = ids.length
    ? await tx
        .select()
        .from(shippingMethods)
        .where(and(eq(shippingMethods.tenantId, tenantId), inArray(shippingMethods.zoneId, ids)))
        .orderBy(asc(shippingMethods.sortOrder), asc(shippingMethods.id))
    : [];
  return zones.map((z) => zoneView(z, methods));
}

async function oneZone(tx: Transaction, tenantId: string, id: number): Promise<ShippingZone> {
  const [zone] = await zonesOf(tx, tenantId, id);
  if (!zone) throw new NotFound('No such shipping zone');
  return zone;
}

/** Admin only: the store's shipping zones with their methods. */
export async function listZones(ctx: RequestContext): Promise<{ results: ShippingZone[] }> {
  requireRole(ctx, 'admin');
  return { results: await ctx.db((tx) => zonesOf(tx, ctx.tenant.id)) };
}

const zoneColumns = (input: ZoneInput) => ({
  name: input.name,
  places: [...new Set(input.places)],
  freeOver: cents(input.free_over),
});

/** Admin only: adds a zone; addresses in its places get its methods instead of the store's others (audited). */
export async function createZone(ctx: RequestContext, input: ZoneInput): Promise<ShippingZone> {
  const user = requireRole(ctx, 'admin');
  return ctx.db(async (tx) => {
    const [row] = await tx
      .insert(shippingZones)
      .values({ tenantId: ctx.tenant.id, ...zoneColumns(input) })
      .returning();
    await audit(tx, ctx.tenant.id, user, 'shipping.zone.create', `shipping_zone:${row!.id}`, { ...input });
    return zoneView(row!, []);
  });
}

/** Admin only: renames a zone, changes its places or its free-shipping threshold (audited). */
export async function updateZone(ctx: RequestContext, id: number, input: ZoneInput): Promise<ShippingZone> {
  const user = requireRole(ctx, 'admin');
  return ctx.db(async (tx) => {
    const [row] = await tx
      .update(shippingZones)
      .set(zoneColumns(input))
      .where(and(eq(shippingZones.tenantId, ctx.tenant.id), eq(shippingZones.id, id)))
      .returning();
    if (!row) throw new NotFound('No such shipping zone');
    await audit(tx, ctx.tenant.id, user, 'shipping.zone.update', `shipping_zone:${id}`, { ...input });
    return oneZone(tx, ctx.tenant.id, id);
  });
}

/** Admin only: deletes a zone and its methods; orders keep the method they were shipped with (audited). */
export async function deleteZone(ctx: RequestContext, id: number): Promise<void> {
  const user = requireRole(ctx, 'admin');
  await ctx.db(async (tx) => {
    const [row] = await tx
      .delete(shippingZones)
      .where(and(eq(shippingZones.tenantId, ctx.tenant.id), eq(shippingZones.id, id)))
      .returning({ name: shippingZones.name });
    if (!row) throw new NotFound('No such shipping zone');
    await audit(tx, ctx.tenant.id, user, 'shipping.zone.delete', `shipping_zone:${id}`, row);
  });
}

/**
 * The method value orders record, readable on the order ("letter-z3"): the name's words and the zone; a
 * pickup's says "pickup" (isLocalPickup). The same name twice in a zone is a 409 (its key).
 */
function methodId(input: MethodInput, zoneId: number): string {
  const words = input.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 30);
  const name = words || 'method';
  return `${input.pickup && !isLocalPickup(name) ? 'pickup-' : ''}${name}-z${zoneId}`;
}

/** Admin only: adds a method to a zone: a price, and the orders it applies to (audited). */
export async function addZoneMethod(ctx: RequestContext, zoneId: number, input: MethodInput) {
  const user = requireRole(ctx, 'admin');
  return ctx.db(async (tx) => {
    const zone = await oneZone(tx, ctx.tenant.id, zoneId);
    const id = methodId(input, zoneId);
    await tx.insert(shippingMethods).values({
      tenantId: ctx.tenant.id,
      id,
      zoneId,
      name: input.name,
      description: input.description,
      price: toCents(input.price),
      pickup: input.pickup,
      minSubtotal: cents(input.min_subtotal),
      maxSubtotal: cents(input.max_subtotal),
      minItems: input.min_items,
      maxItems: input.max_items,
      minWeightGrams: input.min_weight_grams,
      maxWeightGrams: input.max_weight_grams,
      sortOrder: zone.methods.length + 1,
    });
    await audit(tx, ctx.tenant.id, user, 'shipping.method.create', `shipping ${id}`, { ...input });
    return oneZone(tx, ctx.tenant.id, zoneId);
  });
}

/** Admin only: removes one of a zone's methods (audited). */
export async function deleteZoneMethod(ctx: RequestContext, zoneId: number, methodId: string) {
  const user = requireRole(ctx, 'admin');
  return ctx.db(async (tx) => {
    const [row] = await tx
      .delete(shippingMethods)
      .where(
        and(
          eq(shippingMethods.tenantId, ctx.tenant.id),
          eq(shippingMethods.zoneId, zoneId),
          eq(shippingMethods.id, methodId),
        ),
      )
      .returning({ name: shippingMethods.name });
    if (!row) throw new NotFound('No such shipping method');
    await audit(tx, ctx.tenant.id, user, 'shipping.method.delete', `shipping ${methodId}`, row);
    return oneZone(tx, ctx.tenant.id, zoneId);
  });
}
