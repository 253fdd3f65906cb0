import type { Transaction } from '../../db/client.ts';
import { ensureCategory, ensureProductType } from '../catalog/index.ts';
import { GAMES, type CardRecord, type GameCode } from './parsers/card-record.ts';

const GAME_CATEGORY: Record<GameCode, string> = { mtg: 'singles-mtg', pokemon: 'singles-pokemon' };

/** Singles > <game> > <set name>, created when missing (the catalogue seeds the parents with the same slugs). */
export async function ensureSetCategories(
  tx: Transaction,
  tenantId: string,
  records: CardRecord[],
): Promise<Map<string, number>> {
  const singles = await ensureCategory(tx, tenantId, {
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
      gameId = await ensureCategory(tx, tenantId, {
        slug: GAME_CATEGORY[r.game],
        name: GAMES[r.game],
        parentId: singles,
      });
      byGame.set(r.game, gameId);
    }
    const id = await ensureCategory(tx, tenantId, {
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
  return ensureProductType(tx, tenantId, {
    slug: 'tcg-single',
    name: 'TCG Single',
    description: 'A single trading card.',
  });
}
