// The catalogue's face: what other features and the app may use.
export { CategoryMenu, MobileCategoryList } from './CategoryMenu';
