import { at } from './endpoint.ts';

/** Spec section 7, catalogue calls under /api/ecommerce/ (zod-free, the web bundles this). */
export const catalogPaths = {
  products: at('GET', '/api/ecommerce/products/'),
  featured: at('GET', '/api/ecommerce/products/featured/'),
  product: at('GET', '/api/ecommerce/products/:slug/'),
  categories: at('GET', '/api/ecommerce/categories/'),
  productTypes: at('GET', '/api/ecommerce/product-types/'),
  suggestions: at('GET', '/api/ecommerce/search/suggestions/'),
  tcgFilters: at('GET', '/api/ecommerce/products/tcg_filters/'),
  tcgSearch: at('GET', '/api/ecommerce/products/tcg_search/'),
};
