import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { NotFound } from '../../platform/errors.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { cardSvg, type CardFace } from './card-image.ts';

/** The picture of one of this store's cards by SKU; another store's slug or an unknown SKU is a 404. */
export async function cardImage(ctx: RequestContext, tenantSlug: string, sku: string): Promise<string> {
  if (tenantSlug !== ctx.tenant.slug) throw new NotFound('No such card image');
  const [card] = await ctx.db((tx) =>
    queryRows<CardFace>(
      tx,
      sql`select p.name, c.mana_cost as "manaCost", c.type_line as "typeLine", c.set_name as "setName",
            c.rarity, p.attributes->>'game' as game, c.power, c.toughness
          from products p join tcg_cards c on c.tenant_id = p.tenant_id and c.product_id = p.id
          where p.tenant_id = ${ctx.tenant.id} and p.sku = ${sku}`,
    ),
  );
  if (!card) throw new NotFound('No such card image');
  return cardSvg({ ...card, game: card.game ?? '' });
}
