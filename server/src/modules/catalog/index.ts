export {
  insertProduct,
  priceFromVariants,
  removeUnitsSold,
  replaceImages,
  setAllVariantPrices,
  unitsSoldUpdate,
  updateProduct,
  type NewImage,
  type NewProduct,
  type ProductChanges,
  type ProductRow,
} from './product-writes.ts';
export {
  deleteCategory,
  ensureCategories,
  ensureCategory,
  ensureProductType,
  insertCategory,
  updateCategory,
  type CategoryFields,
  type CategoryRow,
} from './category-writes.ts';
export {
  activeProducts,
  activeVariantsOf,
  productBySku,
  productCount,
  productIdsBySku,
  remoteImagesOf,
  variantsOf,
} from './product-lookups.ts';
export { rowCount, setVariantPricesFrom } from './variant-repricing.ts';
export {
  insertVariant,
  restoreVariant,
  updateVariant,
  variantBySku,
  type NewVariant,
  type VariantChanges,
  type VariantRow,
} from './variant-writes.ts';
export {
  AWAITING_STOCK,
  priceFromOffers,
  upsertProductsBySku,
  upsertVariantsBySku,
} from './product-import.ts';
export { catalogRoutes, SHOWN } from './catalog.routes.ts';
export { catalogHead } from './catalog.head.ts';
export { productSummaries } from './product-lookups.ts';
export {
  CARD_FROM,
  CARD_TEXT,
  CARD_TEXT_COLUMNS,
  cardListItem,
  PAGE_REVISION,
  parsedCard,
  seesSupplierEmail,
  STORE_PAGE_ROWS_REVISION,
  type CardTextRow,
} from './catalog.rows.ts';
export { stockStatus, stockDisplay, LOW_STOCK_THRESHOLD } from '@storefront/contract/catalog';
export {
  insertCatalogue,
  type CatalogueSeed,
  type CategorySeed,
  type ProductSeed,
  type SeededProduct,
  type TypeSeed,
} from './catalogue-writes.ts';
export { mediaRoutes } from './catalog.media.ts';
export { productSvg } from './catalog.art.ts';
export { conditionOf, variantForCondition } from './condition-variant.ts';
export { applySalePrices } from './sale-pricing.ts';
