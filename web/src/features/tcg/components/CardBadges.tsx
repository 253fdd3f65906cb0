import { Languages, Sparkles } from 'lucide-react';
import { cardLanguageName, otherLanguages } from '@storefront/contract/card-languages';
import { rarityClass } from './rarity-style';

const badge =
  'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset';

export function RarityBadge({ rarity }: { rarity: string }) {
  if (!rarity) return null;
  return <span className={`${badge} ${rarityClass(rarity)}`}>{rarity}</span>;
}

export function FoilBadge() {
  return (
    <span
      className={`${badge} bg-gradient-to-r from-pink-100 via-sky-100 to-violet-100 text-violet-900 ring-violet-300`}
    >
      <Sparkles aria-hidden="true" className="h-3 w-3" />
      Foil
    </span>
  );
}

export function ManaCostBadge({ cost }: { cost: string }) {
  if (!cost) return null;
  return (
    <span className={`${badge} bg-sky-50 font-mono text-sky-900 ring-sky-300`} title="Mana cost">
      {cost}
    </span>
  );
}

export function PowerToughnessBadge({ power, toughness }: { power: string; toughness: string }) {
  if (!power && !toughness) return null;
  return (
    <span className={`${badge} bg-rose-50 text-rose-900 ring-rose-300`} title="Power/Toughness">
      {power || '—'}/{toughness || '—'}
    </span>
  );
}

/** The card's languages other than English (a card is English unless it says otherwise). */
export function LanguageBadge({ languages }: { languages: readonly string[] }) {
  const other = otherLanguages(languages);
  if (!other.length) return null;
  const names = languages.map(cardLanguageName).join(', ');
  return (
    <span className={`${badge} bg-amber-50 text-amber-900 ring-amber-300`} title={`Language: ${names}`}>
      <Languages aria-hidden="true" className="h-3 w-3" />
      <span className="sr-only">Language: </span>
      {names}
    </span>
  );
}
