import { and, asc, count, eq, inArray } from 'drizzle-orm';
import {
  MAX_WANTLIST_ITEMS,
  MAX_WANTLISTS,
  type Wantlist,
  type WantlistCreate,
  type WantlistItemInput,
  type WantlistUpdate,
} from '@storefront/contract/wantlists';
import { formatCents, toCents } from '@storefront/contract/money';
import type { Transaction } from '../../db/client.ts';
import { BadRequest, NotFound } from '../../platform/errors.ts';
import { requireUser } from '../../platform/session-user.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { noteCurrentMatches } from './wantlist-matching.ts';
import { wantlistItems, wantlists } from './wantlists.tables.ts';

type ListRow = typeof wantlists.$inferSelect;
type ItemRow = typeof wantlistItems.$inferSelect;
/** What a parsed item body holds (the schema's output). */
type ItemInput = Omit<WantlistItemInput, 'condition' | 'finish'> & {
  condition?: ItemRow['condition'];
  finish?: ItemRow['finish'];
};

const NOT_FOUND = 'Wantlist not found';

function toWantlist(list: ListRow, items: ItemRow[]): Wantlist {
  return {
    id: list.id,
    name: list.name,
    alerts: list.alerts,
    created_at: list.createdAt.toISOString(),
    items: items.map((i) => ({
      id: i.id,
      name: i.name,
      set: i.setCode,
      condition: i.condition,
      finish: i.finish,
      language: i.language,
      maxPrice: i.maxPrice === null ? null : formatCents(i.maxPrice),
      quantity: i.quantity,
    })),
  };
}

const itemValues = (tenantId: string, wantlistId: number, input: ItemInput) => ({
  tenantId,
  wantlistId,
  name: input.name,
  nameKey: input.name.toLowerCase(),
  setCode: input.set ?? null,
  condition: input.condition ?? null,
  finish: input.finish ?? null,
  language: input.language ?? null,
  maxPrice: input.maxPrice === undefined ? null : toCents(input.maxPrice),
  quantity: input.quantity,
});

async function itemsOf(tx: Transaction, tenantId: string, listIds: number[]) {
  if (!listIds.length) return [];
  return tx
    .select()
    .from(wantlistItems)
    .where(and(eq(wantlistItems.tenantId, tenantId), inArray(wantlistItems.wantlistId, listIds)))
    .orderBy(asc(wantlistItems.id));
}

/** The user's own list `id`, locked for the change; another user's or store's answers 404. */
async function ownList(tx: Transaction, ctx: RequestContext, id: number): Promise<ListRow> {
  const me = requireUser(ctx);
  const [list] = await tx
    .select()
    .from(wantlists)
    .where(and(eq(wantlists.tenantId, ctx.tenant.id), eq(wantlists.id, id), eq(wantlists.userId, me.id)))
    .for('update');
  if (!list) throw new NotFound(NOT_FOUND);
  return list;
}

async function answer(tx: Transaction, ctx: RequestContext, list: ListRow): Promise<Wantlist> {
  return toWantlist(list, await itemsOf(tx, ctx.tenant.id, [list.id]));
}

/** The signed-in shopper's wantlists, oldest first, each with its cards. */
export async function listWantlists(ctx: RequestContext): Promise<Wantlist[]> {
  const me = requireUser(ctx);
  return ctx.db(async (tx) => {
    const lists = await tx
      .select()
      .from(wantlists)
      .where(and(eq(wantlists.tenantId, ctx.tenant.id), eq(wantlists.userId, me.id)))
      .orderBy(asc(wantlists.id));
    const items = await itemsOf(
      tx,
      ctx.tenant.id,
      lists.map((l) => l.id),
    );
    return lists.map((l) =>
      toWantlist(
        l,
        items.filter((i) => i.wantlistId === l.id),
      ),
    );
  });
}

/**
 * A new wantlist with its first cards, alerts on. Offers that already match are noted as seen: an alert
 * tells of an offer that appears (or drops under the maximum) after the card was wanted.
 */
export async function createWantlist(ctx: RequestContext, input: WantlistCreate & { items?: ItemInput[] }) {
  const me = requireUser(ctx);
  return ctx.db(async (tx) => {
    const [{ lists }] = (await tx
      .select({ lists: count() })
      .from(wantlists)
      .where(and(eq(wantlists.tenantId, ctx.tenant.id), eq(wantlists.userId, me.id)))) as [{ lists: number }];
    if (lists >= MAX_WANTLISTS)
      throw new BadRequest(`You can keep at most ${MAX_WANTLISTS} wantlists`, { name: 'Too many wantlists' });
    const [list] = await tx
      .insert(wantlists)
      .values({ tenantId: ctx.tenant.id, userId: me.id, name: input.name })
      .returning();
    const items = input.items?.length
      ? await tx
          .insert(wantlistItems)
          .values(input.items.map((i) => itemValues(ctx.tenant.id, list!.id, i)))
          .returning()
      : [];
    await noteCurrentMatches(
      tx,
      ctx.tenant.id,
      items.map((i) => i.id),
    );
    return toWantlist(list!, items);
  });
}

/** Renames a wantlist or turns its alerts on or off (turning them on notes what matches now as seen). */
export async function updateWantlist(ctx: RequestContext, id: number, input: WantlistUpdate) {
  return ctx.db(async (tx) => {
    const list = await ownList(tx, ctx, id);
    const [updated] = await tx
      .update(wantlists)
      .set({ name: input.name ?? list.name, alerts: input.alerts ?? list.alerts })
      .where(and(eq(wantlists.tenantId, ctx.tenant.id), eq(wantlists.id, id)))
      .returning();
    if (updated!.alerts && !list.alerts) {
      const items = await itemsOf(tx, ctx.tenant.id, [id]);
      await noteCurrentMatches(
        tx,
        ctx.tenant.id,
        items.map((i) => i.id),
      );
    }
    return answer(tx, ctx, updated!);
  });
}

/** Deletes a wantlist with its cards. */
export async function deleteWantlist(ctx: RequestContext, id: number): Promise<void> {
  await ctx.db(async (tx) => {
    await ownList(tx, ctx, id);
    await tx.delete(wantlists).where(and(eq(wantlists.tenantId, ctx.tenant.id), eq(wantlists.id, id)));
  });
}

/** Adds a card to a wantlist (at most MAX_WANTLIST_ITEMS); offers matching it now are noted as seen. */
export async function addWantlistItem(ctx: RequestContext, id: number, input: ItemInput) {
  return ctx.db(async (tx) => {
    const list = await ownList(tx, ctx, id);
    const [{ items }] = (await tx
      .select({ items: count() })
      .from(wantlistItems)
      .where(and(eq(wantlistItems.tenantId, ctx.tenant.id), eq(wantlistItems.wantlistId, id)))) as [
      { items: number },
    ];
    if (items >= MAX_WANTLIST_ITEMS)
      throw new BadRequest(`A wantlist holds at most ${MAX_WANTLIST_ITEMS} cards`, { name: 'List is full' });
    const [item] = await tx
      .insert(wantlistItems)
      .values(itemValues(ctx.tenant.id, id, input))
      .returning();
    await noteCurrentMatches(tx, ctx.tenant.id, [item!.id]);
    return answer(tx, ctx, list);
  });
}

/** Replaces a card's wish (name, set, condition, finish, language, maximum, quantity); matches start again. */
export async function updateWantlistItem(ctx: RequestContext, id: number, itemId: number, input: ItemInput) {
  return ctx.db(async (tx) => {
    const list = await ownList(tx, ctx, id);
    const { tenantId, wantlistId: _, ...values } = itemValues(ctx.tenant.id, id, input);
    const [item] = await tx
      .update(wantlistItems)
      .set(values)
      .where(
        and(
          eq(wantlistItems.tenantId, tenantId),
          eq(wantlistItems.wantlistId, id),
          eq(wantlistItems.id, itemId),
        ),
      )
      .returning();
    if (!item) throw new NotFound('Card not found on this wantlist');
    await noteCurrentMatches(tx, tenantId, [itemId]);
    return answer(tx, ctx, list);
  });
}

/** Removes a card from a wantlist. */
export async function removeWantlistItem(ctx: RequestContext, id: number, itemId: number) {
  return ctx.db(async (tx) => {
    const list = await ownList(tx, ctx, id);
    const gone = await tx
      .delete(wantlistItems)
      .where(
        and(
          eq(wantlistItems.tenantId, ctx.tenant.id),
          eq(wantlistItems.wantlistId, id),
          eq(wantlistItems.id, itemId),
        ),
      )
      .returning({ id: wantlistItems.id });
    if (!gone.length) throw new NotFound('Card not found on this wantlist');
    return answer(tx, ctx, list);
  });
}
