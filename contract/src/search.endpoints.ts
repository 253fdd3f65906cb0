import { endpoints } from './endpoint.ts';

/** The search box's suggestions. */
// prettier-ignore
export const searchEndpoints = endpoints('search', {
  suggestions: ['GET /api/ecommerce/search/suggestions/', { query: 'SuggestionQuery', 200: 'Suggestions' }],
});
