export { CardRuleFields, cardRuleDefaults } from './components/CardRuleFields';
export { PriceHistoryPanel } from './components/PriceHistoryPanel';
export { PricingManager } from './components/PricingManager';
export { ruleFilters } from './rule-text';
