import { CircleHelp } from 'lucide-react';

const ROWS: [string, string][] = [
  ['t:creature, type:"legendary elf"', 'type line contains'],
  ['c:rg, c=r, c<=wu, c:fire, c:colorless', 'colours (at least, exactly, at most); Pokémon types'],
  ['r:mythic, r>=rare', 'rarity, or rarity rank'],
  ['s:dom, set:base1', 'set code or set name'],
  ['game:mtg, game:pokemon', 'game'],
  ['mv>=3, cmc=2', 'mana value (Pokémon: energy cost)'],
  ['pow>=4, tou<2', 'power / toughness (Pokémon: damage / HP)'],
  ['usd<1, usd>=20', 'price in dollars'],
  ['is:foil, is:instock', 'foil printing, in stock'],
  ['o:"draw a card"', 'rules text contains'],
  ['"lightning bolt"', 'exact phrase in the name'],
  ['-t:land', 'not'],
  ['t:elf or t:goblin, (… or …)', 'either; parentheses group'],
];

/** The card-search language at a glance, opened from beside the search box. */
export function QueryHelp() {
  return (
    <details className="group relative">
      <summary className="flex cursor-pointer list-none items-center gap-1 text-xs font-medium text-primary hover:underline">
        <CircleHelp aria-hidden="true" className="h-4 w-4" />
        Search syntax
      </summary>
      <div className="absolute left-0 z-20 mt-2 w-80 rounded-lg border border-gray-200 bg-white p-3 text-xs shadow-lg">
        <p className="mb-2 text-gray-700">
          Plain words search card names and forgive typos. Combine keywords; all must match unless joined by{' '}
          <code>or</code>.
        </p>
        <table className="w-full">
          <tbody>
            {ROWS.map(([example, meaning]) => (
              <tr key={example} className="align-top">
                <td className="py-0.5 pr-2 font-mono text-gray-900">{example}</td>
                <td className="py-0.5 text-gray-600">{meaning}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
