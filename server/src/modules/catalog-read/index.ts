export { createCatalogRead, type CatalogRead, type CatalogReadOptions } from './catalog-read.ts';
export { catalogReadRoutes } from './catalog-read.routes.ts';
export type { ProductReader } from './product-reader.ts';
export { EXACT_COUNT_LIMIT } from './product-counts.ts';
export { readChanges, STORE_ROWS } from './catalog-changes.ts';
