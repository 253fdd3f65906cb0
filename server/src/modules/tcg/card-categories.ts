import type { Transaction } from '../../db/client.ts';
import { ensureCategories, ensureCategory, ensureProductType } from '../catalog/index.ts';
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
  for (const game of new Set(records.map((r) => r.game)))
    byGame.set(
      game,
      await ensureCategory(tx, tenantId, { slug: GAME_CATEGORY[game], name: GAMES[game], parentId: singles }),
    );
  // One category a set, the first record's name for it: written in one statement.
  const sets = new Map<string, { slug: string; name: string; parentId: number }>();
  for (const r of records) {
    const key = `${r.game}:${r.setCode}`;
    if (sets.has(key)) continue;
    const slug = `${GAME_CATEGORY[r.game]}-${r.setCode.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
    sets.set(key, { slug, name: r.setName, parentId: byGame.get(r.game)! });
  }
  const ids = await ensureCategories(tx, tenantId, [
    ...new Map([...sets.values()].map((s) => [s.slug, s])).values(),
  ]);
  return new Map([...sets].map(([key, set]) => [key, ids.get(set.slug)!]));
}

/** The product type every imported card gets. */
export async function ensureCardType(tx: Transaction, tenantId: string): Promise<number> {
  return ensureProductType(tx, tenantId, {
    slug: 'tcg-single',
    name: 'TCG Single',
    description: 'A single trading card.',
  });
}
