export { tenantInfo } from './tenant.service.ts';
export { tenantRoutes } from './tenant.routes.ts';
