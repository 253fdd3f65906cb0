import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { categories, productTypes } from '../catalog/index.ts';
import { GAMES, type CardRecord, type GameCode } from './parsers/card-record.ts';

const GAME_CATEGORY: Record<GameCode, string> = { mtg: 'singles-mtg', pokemon: 'singles-pokemon' };

async function upsertCategory(
  tx: Transaction,
  tenantId: string,
  value: { slug: string; name: string; parentId: number | null; description?: string },
): Promise<number> {
  const [row] = await tx
    .insert(categories)
    .values({ tenantId, ...value })
    .onConflictDoUpdate({ target: [categories.tenantId, categories.slug], set: { slug: sql`excluded.slug` } })
    .returning({ id: categories.id });
  return row!.id;
}

/** Singles > <game> > <set name>, created when missing (the catalogue seeds the parents with the same slugs). */
export async function ensureSetCategories(
  tx: Transaction,
  tenantId: string,
  records: CardRecord[],
): Promise<Map<string, number>> {
  const singles = await upsertCategory(tx, tenantId, {
    slug: 'singles',
    name: 'Singles',
    parentId: null,
    description: 'Single trading cards, graded by condition.',
  });
  const byGame = new Map<GameCode, number>();
  const bySet = new Map<string, number>();
  for (const r of records) {
    const key = `${r.game}:${r.setCode}`;
    if (bySet.has(key)) continue;
    let gameId = byGame.get(r.game);
    if (gameId === undefined) {
      gameId = await upsertCategory(tx, tenantId, {
        slug: GAME_CATEGORY[r.game],
        name: GAMES[r.game],
        parentId: singles,
      });
      byGame.set(r.game, gameId);
    }
    const id = await upsertCategory(tx, tenantId, {
      slug: `${GAME_CATEGORY[r.game]}-${r.setCode.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
      name: r.setName,
      parentId: gameId,
    });
    bySet.set(key, id);
  }
  return bySet;
}

/** The product type every imported card gets. */
export async function ensureCardType(tx: Transaction, tenantId: string): Promise<number> {
  const [row] = await tx
    .insert(productTypes)
    .values({ tenantId, slug: 'tcg-single', name: 'TCG Single', description: 'A single trading card.' })
    .onConflictDoUpdate({
      target: [productTypes.tenantId, productTypes.slug],
      set: { slug: sql`excluded.slug` },
    })
    .returning({ id: productTypes.id });
  return row!.id;
}
