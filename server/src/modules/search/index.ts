export { searchRoutes } from './search.routes.ts';
export { suggestions } from './search.service.ts';
