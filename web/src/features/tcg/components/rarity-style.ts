/** Badge colours for the rarities the spec names, in either case; any other rarity gets the Common style. */
const STYLES = {
  common: 'bg-gray-100 text-gray-800 ring-gray-300',
  uncommon: 'bg-slate-200 text-slate-900 ring-slate-400',
  rare: 'bg-amber-100 text-amber-900 ring-amber-400',
  mythic: 'bg-orange-100 text-orange-900 ring-orange-500',
  legendary: 'bg-purple-100 text-purple-900 ring-purple-500',
} as const;

export type RarityStyle = keyof typeof STYLES;

export function rarityStyle(rarity: string): RarityStyle {
  const known: Record<string, RarityStyle> = {
    Common: 'common',
    Uncommon: 'uncommon',
    Rare: 'rare',
    Mythic: 'mythic',
    Legendary: 'legendary',
  };
  return known[rarity] ?? (rarity in STYLES ? (rarity as RarityStyle) : 'common');
}

export const rarityClass = (rarity: string) => STYLES[rarityStyle(rarity)];
