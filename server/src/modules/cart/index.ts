export { cartLineName, cartLines, type CartLineRow } from './cart.queries.ts';
export {
  addVariant,
  createStockedProduct,
  stockOf,
  setProductPrice,
  type StockedProduct,
} from './cart.test-helpers.ts';
export { clearCart, restoreCart, type StoredCartLine } from './cart-lock.ts';
