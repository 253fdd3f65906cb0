export {
  categories,
  productImages,
  products,
  productTypes,
  productVariants,
  supplierStocks,
} from './catalog.tables.ts';
