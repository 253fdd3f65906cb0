// The cart's face: what other features and the app may use.
export { CartIcon } from './CartIcon';
