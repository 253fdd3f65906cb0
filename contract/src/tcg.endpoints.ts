import { endpoints } from './endpoint.ts';

/** The card search (spec section 9) and its filter choices. */
// prettier-ignore
export const tcgEndpoints = endpoints('tcg', {
  filters: ['GET /api/ecommerce/products/tcg_filters/', { 200: 'TcgFilters' }],
  search: ['GET /api/ecommerce/products/tcg_search/', { query: 'TcgSearchQuery', 200: 'TcgSearchResponse', 400: 'ApiError' }],
});
