export { promotionsRoutes } from './promotions.routes.ts';
export {
  codeRefused,
  discountLines,
  recordCodeUse,
  type DiscountedLine,
  type OrderDiscount,
} from './discounts.service.ts';
