export { tenantInfo } from './tenant.service.ts';
export {
  appendTenantDomain,
  deleteTenant,
  insertTenant,
  insertTenants,
  setTenantStatus,
  setTenantStripeAccount,
} from './store-rows.ts';
export {
  openStore,
  recordSetupStep,
  saveStoreSettings,
  setStoreLogo,
  setupRow,
  type SetupRow,
  type StoreSettingsWrite,
} from './store-settings.ts';
export { tenantRoutes } from './tenant.routes.ts';
export { openingGuard } from './opening-guard.ts';
