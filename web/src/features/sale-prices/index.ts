export { SalesManager } from './components/SalesManager';
