import { catalogPaths as at } from './catalog.paths.ts';
import {
  CategoryListSchema,
  ProductListQuerySchema,
  ProductListSchema,
  ProductSchema,
  ProductSlugParamsSchema,
  ProductTypeListSchema,
} from './catalog.ts';
import { ApiErrorSchema, PageQuerySchema } from './common.ts';
import { endpoint, type Endpoint } from './endpoint.ts';
import { SuggestionQuerySchema, SuggestionsSchema } from './search.ts';
import { TcgFiltersSchema, TcgSearchQuerySchema, TcgSearchResponseSchema } from './tcg.ts';

const tags = ['catalog'];
const productList = { tags, query: ProductListQuerySchema, response: { 200: ProductListSchema } };

/** Catalogue, search and card-search calls with their schemas. */
export const catalogEndpoints = {
  products: endpoint(at.products, productList),
  featured: endpoint(at.featured, productList),
  product: endpoint(at.product, { tags, params: ProductSlugParamsSchema, response: { 200: ProductSchema } }),
  categories: endpoint(at.categories, {
    tags,
    query: PageQuerySchema,
    response: { 200: CategoryListSchema },
  }),
  productTypes: endpoint(at.productTypes, {
    tags,
    query: PageQuerySchema,
    response: { 200: ProductTypeListSchema },
  }),
  suggestions: endpoint(at.suggestions, {
    tags: ['search'],
    query: SuggestionQuerySchema,
    response: { 200: SuggestionsSchema },
  }),
  tcgFilters: endpoint(at.tcgFilters, { tags: ['tcg'], response: { 200: TcgFiltersSchema } }),
  tcgSearch: endpoint(at.tcgSearch, {
    tags: ['tcg'],
    query: TcgSearchQuerySchema,
    response: { 200: TcgSearchResponseSchema, 400: ApiErrorSchema },
  }),
} satisfies { [K in keyof typeof at]: Endpoint<(typeof at)[K]> };
