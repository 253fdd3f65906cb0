import { z } from 'zod';
import { text } from './common.ts';

export { MAX_SUGGESTIONS, MIN_SUGGESTION_LENGTH } from './catalog-rules.ts';

/** GET /api/ecommerce/search/suggestions/?q= */
export const SuggestionQuerySchema = z.object({
  q: text().max(200, 'q must be 200 characters or fewer').default(''),
});
export type SuggestionQuery = z.infer<typeof SuggestionQuerySchema>;

export const SuggestionTypeSchema = z.enum(['product', 'category']);

/**
 * Spec section 3 (Search suggestion): text and type; slug lets a client link straight to the page, and a
 * product's category (a card's set) tells apart products of the same name ('' for a category).
 */
export const SearchSuggestionSchema = z.object({
  text: z.string(),
  type: SuggestionTypeSchema,
  slug: z.string(),
  category: z.string(),
});
export type SearchSuggestion = z.infer<typeof SearchSuggestionSchema>;

export const SuggestionsSchema = z.object({ suggestions: z.array(SearchSuggestionSchema) });
export type Suggestions = z.infer<typeof SuggestionsSchema>;
