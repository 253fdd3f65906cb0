// The catalogue's face: what other features and the app may use.
export { CategoryMenu, MobileCategoryList } from './CategoryMenu';
export { ProductCard, type ProductCardProduct, type ProductCardProps } from './components/ProductCard';
export { ProductCardSkeleton, ProductGrid, type GridColumns } from './components/ProductGrid';
export { catalogChanged, prefetchCategoriesWhenIdle } from './catalog-queries';
