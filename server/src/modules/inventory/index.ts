export { lineKey, reserveStock, type Allocation, type StockRequest } from './stock-reservation.ts';
export { addOffers, offersOf, releaseStock, setOffers, type Offer, type OfferRow } from './offers.service.ts';
export { receiptsOf, receiveStock, stockByCondition, type Receipt } from './stock-receipts.ts';
export { followVariantPrices, ownPriceCosts } from './offer-repricing.ts';
