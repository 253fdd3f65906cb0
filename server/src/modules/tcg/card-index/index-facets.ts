import type { CardIndex, CardValues } from './card-index.ts';

/**
 * One group of the filter options' counts over the store's active cards, as the SQL grouping sets answer
 * them (tcg-filters.service.ts folds either into the options): a game, a rarity (its lower case, with the
 * least label and rank), a set of a game (with its least name), a type list, a colour list, a language list.
 */
export interface FacetRow {
  grp: 'game' | 'rarity' | 'set' | 'types' | 'colors' | 'languages';
  game: string | null;
  rarity: string | null;
  rarity_rank: number | null;
  set_code: string | null;
  set_name: string | null;
  types: string[] | null;
  colors: string[] | null;
  languages: string[] | null;
  count: number;
}

const EMPTY = {
  game: null,
  rarity: null,
  rarity_rank: null,
  set_code: null,
  set_name: null,
  types: null,
  colors: null,
  languages: null,
};

/** The lesser of two texts as the store's database orders them (C collation: by code point). */
const least = (a: string, b: string) => (b < a ? b : a);

/** Adds counts by group key, keeping each group's least label and rank. */
class Groups {
  readonly rows = new Map<string, FacetRow>();

  add(key: string, count: number, row: Omit<FacetRow, 'count'>): void {
    const had = this.rows.get(key);
    if (!had) {
      this.rows.set(key, { ...row, count });
      return;
    }
    had.count += count;
    if (row.rarity !== null) had.rarity = least(had.rarity!, row.rarity);
    if (row.rarity_rank !== null) had.rarity_rank = Math.min(had.rarity_rank!, row.rarity_rank);
    if (row.set_name !== null) had.set_name = least(had.set_name!, row.set_name);
  }
}

/**
 * The filter options' counts from the store's index: one pass over the dictionary codes of the loaded
 * active rows (a few milliseconds at a million cards; no database), plus the changed cards' current values.
 * Exact as of the index's last sync, so the caller keeps the answer until the index's version moves.
 */
export function facetRows(index: CardIndex): FacetRow[] {
  const { columns, size, changedRows, changed } = index;
  const activeCode = columns.isActive.values.indexOf(true);
  const { game, set, rarity, rarityRank, types, colors, languages } = columns;
  const nSet = set.values.length;
  const nRank = rarityRank.values.length;
  const gameSet = new Int32Array(game.values.length * nSet);
  const rarityCounts = new Int32Array(rarity.values.length * nRank);
  const typeCounts = new Int32Array(types.values.length);
  const colorCounts = new Int32Array(colors.values.length);
  const languageCounts = new Int32Array(languages.values.length);
  const active = columns.isActive.codes;
  const [g, s, r, k, t, c, l] = [
    game.codes,
    set.codes,
    rarity.codes,
    rarityRank.codes,
    types.codes,
    colors.codes,
    languages.codes,
  ];
  for (let row = 0; row < size; row++) {
    if (active[row] !== activeCode || changedRows.has(row)) continue;
    gameSet[g[row]! * nSet + s[row]!]!++;
    rarityCounts[r[row]! * nRank + k[row]!]!++;
    typeCounts[t[row]!]!++;
    colorCounts[c[row]!]!++;
    languageCounts[l[row]!]!++;
  }

  const games = new Groups();
  const sets = new Groups();
  const rarities = new Groups();
  const typeLists = new Groups();
  const colorLists = new Groups();
  const languageLists = new Groups();
  const addGameSet = (gameValue: string, setValue: CardValues['set'], count: number) => {
    games.add(gameValue, count, { ...EMPTY, grp: 'game', game: gameValue });
    sets.add(`${gameValue}\u0000${setValue.code}`, count, {
      ...EMPTY,
      grp: 'set',
      game: gameValue,
      set_code: setValue.code,
      set_name: setValue.name,
    });
  };
  const addRarity = (label: string, rank: number, count: number) =>
    rarities.add(label.toLowerCase(), count, { ...EMPTY, grp: 'rarity', rarity: label, rarity_rank: rank });
  const addList = (groups: Groups, grp: 'types' | 'colors' | 'languages', value: string[], count: number) =>
    groups.add(JSON.stringify(value), count, { ...EMPTY, grp, [grp]: value });

  for (let gi = 0; gi < game.values.length; gi++)
    for (let si = 0; si < nSet; si++) {
      const count = gameSet[gi * nSet + si]!;
      if (count) addGameSet(game.values[gi] as string, set.values[si] as CardValues['set'], count);
    }
  for (let ri = 0; ri < rarity.values.length; ri++)
    for (let ki = 0; ki < nRank; ki++) {
      const count = rarityCounts[ri * nRank + ki]!;
      if (count) addRarity(rarity.values[ri] as string, rarityRank.values[ki] as number, count);
    }
  typeCounts.forEach(
    (count, ti) => count && addList(typeLists, 'types', types.values[ti] as string[], count),
  );
  colorCounts.forEach(
    (count, ci) => count && addList(colorLists, 'colors', colors.values[ci] as string[], count),
  );
  languageCounts.forEach(
    (count, li) => count && addList(languageLists, 'languages', languages.values[li] as string[], count),
  );
  for (const card of changed.values()) {
    if (!card?.isActive) continue;
    addGameSet(card.game, card.set, 1);
    addRarity(card.rarity, card.rarityRank, 1);
    addList(typeLists, 'types', card.types, 1);
    addList(colorLists, 'colors', card.colors, 1);
    addList(languageLists, 'languages', card.languages, 1);
  }
  return [games, rarities, sets, typeLists, colorLists, languageLists].flatMap((groups) => [
    ...groups.rows.values(),
  ]);
}
