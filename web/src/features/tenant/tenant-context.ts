import { createContext, useContext } from 'react';
import type { TenantInfo } from '@storefront/contract/tenant';

export const TenantContext = createContext<TenantInfo | null>(null);

/** The current store; usable below the tenant provider, which renders nothing else until it loads. */
export function useTenant(): TenantInfo {
  const tenant = useContext(TenantContext);
  if (!tenant) throw new Error('useTenant must be used inside TenantProvider');
  return tenant;
}

export const isEcommerce = (tenant: TenantInfo) => tenant.theme.app_type === 'ecommerce';
