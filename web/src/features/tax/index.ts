export { TaxManager } from './components/TaxManager';
