export { cartLineName, cartLines, takeCart, type CartLineRow, type TakenCartLine } from './cart.queries.ts';
export {
  addVariant,
  createStockedProduct,
  createStockedProducts,
  stockOf,
  setProductPrice,
  type StockedProduct,
} from './cart.test-helpers.ts';
export { restoreCart, type StoredCartLine } from './cart-lock.ts';
