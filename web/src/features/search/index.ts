// Search's face: what other features and the app may use.
export { SearchBox } from './SearchBox';
