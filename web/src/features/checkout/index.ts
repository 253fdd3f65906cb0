export { ShippingZonesManager } from './components/ShippingZonesManager';
