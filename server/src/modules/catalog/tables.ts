/** Catalog's tables, for other modules' foreign keys only (import from a `*.tables.ts` file). */
export { categories, productImages, products, productTypes, productVariants } from './catalog.tables.ts';
