export { seedTcgDemo } from './tcg.seed.ts';
export { importCards } from './import.service.ts';
export { refreshTerms } from './tcg-terms.ts';
export { FORMAT_NAMES, type FormatName } from './parsers/index.ts';
export { tcgRoutes } from './tcg.routes.ts';
export { loadCardIndex } from './card-index/store-indexes.ts';
