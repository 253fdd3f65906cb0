export {
  categories,
  productImages,
  products,
  productTypes,
  productVariants,
  supplierStocks,
} from './catalog.tables.ts';
export { catalogRoutes } from './catalog.routes.ts';
export { catalogHead } from './catalog.head.ts';
export { listProducts, productSummaries, getProduct, seesSupplierEmail } from './catalog.service.ts';
export { stockStatus, stockDisplay, LOW_STOCK_THRESHOLD } from '@storefront/contract/catalog';
export {
  seedDemoCatalogue,
  insertCatalogue,
  type CatalogueSeed,
  type ProductSeed,
} from './catalog.seed.ts';
export { mediaRoutes, productImagePath } from './catalog.media.ts';
export { productSvg } from './catalog.art.ts';
export { loadFixtures as loadCatalogFixtures, CARDS_FIXTURE, OUTDOOR_FIXTURE } from './catalog.fixtures.ts';
