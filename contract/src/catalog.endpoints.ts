import { endpoints } from './endpoint.ts';

/** Spec section 7, catalogue calls under /api/ecommerce/, with the search suggestions and the card search. */
export const catalogEndpoints = {
  ...endpoints('catalog', {
    products: ['GET /api/ecommerce/products/', { query: 'ProductListQuery', 200: 'ProductList' }],
    featured: ['GET /api/ecommerce/products/featured/', { query: 'ProductListQuery', 200: 'ProductList' }],
    product: ['GET /api/ecommerce/products/:slug/', { params: 'ProductSlugParams', 200: 'Product' }],
    categories: ['GET /api/ecommerce/categories/', { query: 'PageQuery', 200: 'CategoryList' }],
    productTypes: ['GET /api/ecommerce/product-types/', { query: 'PageQuery', 200: 'ProductTypeList' }],
  }),
  ...endpoints('search', {
    suggestions: ['GET /api/ecommerce/search/suggestions/', { query: 'SuggestionQuery', 200: 'Suggestions' }],
  }),
  ...endpoints('tcg', {
    tcgFilters: ['GET /api/ecommerce/products/tcg_filters/', { 200: 'TcgFilters' }],
    tcgSearch: [
      'GET /api/ecommerce/products/tcg_search/',
      { query: 'TcgSearchQuery', 200: 'TcgSearchResponse', 400: 'ApiError' },
    ],
  }),
};
