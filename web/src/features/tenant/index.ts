// The store's face: what other features and the app may use.
export { TenantProvider } from './TenantProvider';
export { isEcommerce, useTenant } from './tenant-context';
export { tenantChanged } from './tenant-query';
