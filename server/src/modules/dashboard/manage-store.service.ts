import { toCents } from '@storefront/contract/money';
import type { StoreSettings } from '@storefront/contract/dashboard-manage';
import { audit } from '../../platform/audit.ts';
import { dataChanged } from '../../platform/data-versions.ts';
import { requireRole } from '../../platform/session-user.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { saveStoreSettings as saveTenantSettings, tenantInfo } from '../tenant/index.ts';

/** The store's editable settings as the admin's form shows them (defaults filled in). */
export function storeSettings(ctx: RequestContext): StoreSettings {
  requireRole(ctx, 'admin');
  const info = tenantInfo(ctx.tenant);
  return {
    name: ctx.tenant.name,
    primary: info.theme.primary,
    secondary: info.theme.secondary,
    app_type: info.theme.app_type,
    logo_url: info.theme.logo_url ?? '',
    client_details: info.theme.client_details,
    free_shipping_over: info.free_shipping_over ?? '',
  };
}

/** Admin only: saves name, colours, logo, application type, client details and the free-shipping threshold, and records the change. */
export async function saveStoreSettings(
  ctx: RequestContext,
  body: StoreSettings,
  onSaved: () => void,
): Promise<StoreSettings> {
  const user = requireRole(ctx, 'admin');
  const before = storeSettings(ctx);
  const row = await ctx.db(async (tx) => {
    await dataChanged(tx, ctx.tenant.id, 'store');
    const updated = await saveTenantSettings(tx, ctx.tenant.id, {
      name: body.name,
      primaryColor: body.primary,
      secondaryColor: body.secondary,
      appType: body.app_type,
      logoUrl: body.logo_url || null,
      clientDetails: body.client_details,
      ...(body.free_shipping_over !== undefined && {
        freeShippingOver: body.free_shipping_over === '' ? null : toCents(body.free_shipping_over),
      }),
    });
    const changed = Object.fromEntries(
      (Object.keys(body) as (keyof StoreSettings)[])
        .filter((k) => JSON.stringify(body[k]) !== JSON.stringify(before[k]))
        .map((k) => [k, body[k]]),
    );
    await audit(tx, ctx.tenant.id, user, 'store.update', 'store', changed);
    return updated;
  });
  onSaved();
  return storeSettings({ ...ctx, tenant: row });
}
