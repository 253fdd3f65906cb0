// The orders' face: what other features and the app may use.
export { ordersChanged } from './orders-queries';
export { ShipmentInfo } from './components/ShipmentInfo';
