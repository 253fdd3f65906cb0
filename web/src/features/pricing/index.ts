export { PriceHistoryPanel } from './components/PriceHistoryPanel';
export { PricingManager } from './components/PricingManager';
