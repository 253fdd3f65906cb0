export { TaxManager } from './components/TaxManager';
export { TaxExemptToggle } from './components/TaxExemptToggle';
