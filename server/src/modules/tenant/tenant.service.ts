import { DEFAULT_THEME, PLATFORM_THEME, type TenantInfo } from '@storefront/contract/tenant';
import { formatCents } from '@storefront/contract/money';
import { DEFAULT_FREE_SHIPPING_OVER } from '@storefront/contract/shipping-rules';
import type { TenantRow } from '../../db/tenants.tables.ts';

/** The store's free-shipping threshold in dollars, null when it makes no promise (no store: the spec's $50). */
function freeShippingOver(tenant: TenantRow | null): string | null {
  if (!tenant) return formatCents(DEFAULT_FREE_SHIPPING_OVER);
  return tenant.freeShippingOver === null ? null : formatCents(tenant.freeShippingOver);
}

/** The public face of a store: its name and theme, each missing value replaced by the spec's default. */
export function tenantInfo(tenant: TenantRow | null): TenantInfo {
  const primary = tenant?.primaryColor || DEFAULT_THEME.primary;
  const secondary = tenant?.secondaryColor || DEFAULT_THEME.secondary;
  const appType = tenant?.appType || DEFAULT_THEME.app_type;
  const details = tenant?.clientDetails ?? {};
  return {
    tenant: { name: tenant?.name ?? null, slug: tenant?.slug ?? null },
    theme: {
      primary,
      secondary,
      app_type: appType,
      logo_url: tenant?.logoUrl || null,
      client_details: {
        description: details.description ?? '',
        business_name: details.business_name ?? tenant?.name ?? '',
        email: details.email ?? '',
        phone: details.phone ?? '',
        address: details.address ?? '',
      },
    },
    tokens: { primary, secondary, app_type: appType },
    free_shipping_over: freeShippingOver(tenant),
    ...(tenant && tenant.openedAt === null ? { opening_soon: true } : {}),
  };
}

/** What the platform host answers: no store, the platform's own colours, and `platform` for the web app. */
export function platformInfo(): TenantInfo {
  const info = tenantInfo(null);
  const tokens = { ...info.tokens, primary: PLATFORM_THEME.primary, secondary: PLATFORM_THEME.secondary };
  return {
    ...info,
    theme: { ...info.theme, ...tokens, app_type: info.theme.app_type },
    tokens,
    free_shipping_over: null,
    platform: true,
  };
}
