import { endpoints } from './endpoint.ts';

/** Spec section 7, catalogue calls under /api/ecommerce/. */
// prettier-ignore
export const catalogEndpoints = endpoints('catalog', {
  products: ['GET /api/ecommerce/products/', { query: 'ProductListQuery', 200: 'ProductList' }],
  featured: ['GET /api/ecommerce/products/featured/', { query: 'ProductListQuery', 200: 'ProductList' }],
  product: ['GET /api/ecommerce/products/:slug/', { params: 'ProductSlugParams', 200: 'Product' }],
  categories: ['GET /api/ecommerce/categories/', { query: 'PageQuery', 200: 'CategoryList' }],
  productTypes: ['GET /api/ecommerce/product-types/', { query: 'PageQuery', 200: 'ProductTypeList' }],
});
