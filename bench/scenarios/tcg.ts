import type { Scenario } from './index.ts';

const BASE = '/api/ecommerce/products/tcg_search/';
const q = (query: string) => `${BASE}?q=${encodeURIComponent(query)}`;

/** TCG search as players use it: filter combinations, the query language, typo-tolerant names, options. */
const SCENARIOS: [string, string[]][] = [
  ['tcg-browse-first-page', [`${BASE}`, `${BASE}?sort=price&order=desc`]],
  ['tcg-game-rarity', [`${BASE}?game=mtg&rarity=mythic`, `${BASE}?game=pokemon&rarity=rare`]],
  // The broad filter that collapsed to 2.5 req/s at 50 connections before the in-process index (issue 13).
  ['tcg-broad-filter', [`${BASE}?game=mtg&rarity=rare&min_price=1&max_price=20&in_stock=true&sort=price`]],
  // The same filter with 35,000 different price bounds, one at random per request: far more than the 1,000
  // pages an index keeps, so nearly every request picks its page anew (shoppers who do not all send the
  // same filter); the minimum differs from request to request, so its price bitmap is new too.
  [
    'tcg-broad-filter-varied',
    Array.from(
      { length: 35_000 },
      (_, i) =>
        `${BASE}?game=mtg&rarity=rare&min_price=${(0.5 + (i % 1_000) / 100).toFixed(2)}&max_price=${20 + Math.floor(i / 1_000)}&in_stock=true&sort=price`,
    ),
  ],
  [
    'tcg-filter-combo',
    [
      `${BASE}?game=mtg&color=R&card_type=Creature&min_price=1&max_price=10&in_stock=true`,
      `${BASE}?game=pokemon&color=Fire&max_price=5&sort=price`,
    ],
  ],
  ['tcg-set-page-3', [`${BASE}?set=g42&page=3`, `${BASE}?set=g7&sort=price&order=desc`]],
  ['tcg-name-typo', [q('dragn'), q('charizrd'), q('goblin wizrd')]],
  ['tcg-ql-type-color-mv', [q('t:dragon c:r mv>=5'), q('t:creature c=rg pow>=4')]],
  [
    'tcg-ql-or-negation',
    [q('(t:elf or t:goblin) -c:g r>=rare'), q('game:pokemon (c:fire or c:water) usd<2')],
  ],
  ['tcg-ql-oracle-price', [q('o:"draw a card" usd<1'), q('o:trample is:foil')]],
  ['tcg-filter-options', ['/api/ecommerce/products/tcg_filters/']],
];

/** At 50 connections (`npm run bench`); `npm run bench:tcg` runs each at 1 and at 50 against the targets. */
export const tcgScenarios: Scenario[] = SCENARIOS.map(([name, paths]) => ({
  name,
  build: (origin) => ({
    name,
    url: `${origin}${paths[0]}`,
    host: 'cards.localhost',
    paths,
    randomPaths: paths.length > 100,
    connections: 50,
  }),
}));
