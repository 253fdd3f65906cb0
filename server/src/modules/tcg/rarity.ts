import type { GameCode } from './parsers/card-record.ts';

/** Each game's rarity ladder, lowest first; the filter options list rarities in this order. */
export const RARITY_LADDER: Record<GameCode, string[]> = {
  mtg: ['Common', 'Uncommon', 'Rare', 'Mythic', 'Special', 'Bonus'],
  pokemon: [
    'Common',
    'Uncommon',
    'Rare',
    'Rare Holo',
    'Rare Holo EX',
    'Rare Holo GX',
    'Rare Holo LV.X',
    'Rare Holo V',
    'Rare Holo VMAX',
    'Double Rare',
    'Rare Ultra',
    'Ultra Rare',
    'Illustration Rare',
    'Rare Rainbow',
    'Rare Secret',
    'Special Illustration Rare',
    'Hyper Rare',
  ],
};

/** 1-based rank of a rarity in its game's ladder; unknown rarities rank after every known one. */
export function rarityRank(game: GameCode, rarity: string): number {
  const ladder = RARITY_LADDER[game];
  const i = ladder.findIndex((r) => r.toLowerCase() === rarity.toLowerCase());
  return i >= 0 ? i + 1 : ladder.length + 1;
}

/** Shared rank words for `r>=rare` across games: common 1, uncommon 2, rare 3, mythic 4. */
export const RANK_WORDS: Record<string, number> = {
  common: 1,
  uncommon: 2,
  rare: 3,
  mythic: 4,
  special: 5,
  bonus: 6,
};
