export { buylistRoutes } from './buylist.routes.ts';
export { buyPrices, marketCents, type BuyRule, type CardOverride } from './buy-prices.ts';
