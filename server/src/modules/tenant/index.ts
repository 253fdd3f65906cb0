export { tenantInfo } from './tenant.service.ts';
export { tenantRoutes } from './tenant.routes.ts';
export { openingGuard } from './opening-guard.ts';
