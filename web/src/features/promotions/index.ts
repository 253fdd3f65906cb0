// The promotions feature's face: the dashboard's manager of codes and promotions (issue 28).
export { PromotionsManager } from './components/PromotionsManager';
