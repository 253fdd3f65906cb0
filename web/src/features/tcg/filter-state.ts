/** Spec section 3, TCG search filter state; the URL holds it so a search can be shared and revisited. */
export interface TcgFilterState {
  query: string;
  game: string;
  rarity: string;
  cardType: string;
  set: string;
  color: string;
  language: string;
  manaCost: string;
  power: string;
  toughness: string;
  minPrice: string;
  maxPrice: string;
  inStock: boolean;
  sortBy: 'name' | 'price' | 'created_at';
  sortOrder: 'asc' | 'desc';
}

/** What 'Clear Filters' restores: empty values, inStock false, sort by name ascending. */
export const EMPTY_FILTERS: TcgFilterState = {
  query: '',
  game: '',
  rarity: '',
  cardType: '',
  set: '',
  color: '',
  language: '',
  manaCost: '',
  power: '',
  toughness: '',
  minPrice: '',
  maxPrice: '',
  inStock: false,
  sortBy: 'name',
  sortOrder: 'asc',
};

/** Filter state field → the spec's query parameter (section 7). */
const PARAMS = {
  query: 'q',
  game: 'game',
  rarity: 'rarity',
  cardType: 'card_type',
  set: 'set',
  color: 'color',
  language: 'language',
  manaCost: 'mana_cost',
  power: 'power',
  toughness: 'toughness',
  minPrice: 'min_price',
  maxPrice: 'max_price',
} as const satisfies Partial<Record<keyof TcgFilterState, string>>;

const SORTS = ['name', 'price', 'created_at'] as const;

/** Reads filters and page from the address bar; unknown sort values fall back to the defaults. */
export function readSearchParams(params: URLSearchParams): { filters: TcgFilterState; page: number } {
  const filters = { ...EMPTY_FILTERS };
  for (const [field, param] of Object.entries(PARAMS) as [keyof typeof PARAMS, string][])
    filters[field] = params.get(param) ?? '';
  filters.inStock = params.get('in_stock') === 'true';
  const sort = params.get('sort');
  if ((SORTS as readonly string[]).includes(sort ?? '')) filters.sortBy = sort as TcgFilterState['sortBy'];
  if (params.get('order') === 'desc') filters.sortOrder = 'desc';
  const page = Number(params.get('page'));
  return { filters, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** The query string of a search: only non-empty values and non-default sorting (empty parameters are not sent). */
export function toSearchParams(filters: TcgFilterState, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  for (const [field, param] of Object.entries(PARAMS) as [keyof typeof PARAMS, string][]) {
    const value = filters[field].trim();
    if (value) params.set(param, value);
  }
  if (filters.inStock) params.set('in_stock', 'true');
  if (filters.sortBy !== 'name') params.set('sort', filters.sortBy);
  if (filters.sortOrder !== 'asc') params.set('order', filters.sortOrder);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** How many filters narrow the search (text, each field, In Stock Only); sorting is not a filter. */
export function activeFilterCount(filters: TcgFilterState): number {
  const fields = Object.keys(PARAMS) as (keyof typeof PARAMS)[];
  return fields.filter((f) => filters[f].trim() !== '').length + (filters.inStock ? 1 : 0);
}
