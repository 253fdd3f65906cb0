// The cart's face: what other features and the app may use.
export { CartIcon } from './CartIcon';
export { AddToCartButton } from './components/AddToCartButton';
export { EmptyCart } from './components/EmptyCart';
export { InCartBanner } from './components/InCartBanner';
export {
  cartChanged,
  cartEmptied,
  cartQuery,
  useCart,
  useInCartCounts,
  useInCartQuantity,
} from './cart-queries';
export { cartLines, OrderLines, OrderTotals, type OrderLine, type TotalsRow } from './components/OrderLines';
export { lineName } from './line-name';
export { useCompleteCartIntent } from './complete-cart-intent';
