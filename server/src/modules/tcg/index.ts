export { seedTcgDemo } from './tcg.seed.ts';
export { tcgRoutes } from './tcg.routes.ts';
