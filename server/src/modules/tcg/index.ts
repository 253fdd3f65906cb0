export { seedTcgDemo } from './tcg.seed.ts';
export { importCards } from './import.service.ts';
export { refreshTerms } from './tcg-terms.ts';
export { FORMAT_NAMES, type FormatName } from './parsers/index.ts';
export { tcgRoutes } from './tcg.routes.ts';
export { cardFacts, type CardFacts } from './card-facts.ts';
export { searchCards } from './tcg-search.service.ts';
