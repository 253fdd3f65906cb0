import { and, eq } from 'drizzle-orm';
import type { PricingSettings, SupplierPricing } from '@storefront/contract/pricing';
import type { Transaction } from '../../db/client.ts';
import { audit } from '../../platform/audit.ts';
import { requireRole } from '../../platform/session-user.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { pricingSettings, supplierPricing } from './pricing.tables.ts';

export const DEFAULT_SETTINGS: PricingSettings = {
  condition_percents: { NM: 100, LP: 85, MP: 70, HP: 50, DMG: 35 },
  market_provider: 'tcgplayer',
  auto_apply: false,
};

/** The store's pricing settings (the defaults until staff save them). */
export async function loadSettings(tx: Transaction, tenantId: string): Promise<PricingSettings> {
  const [row] = await tx.select().from(pricingSettings).where(eq(pricingSettings.tenantId, tenantId));
  if (!row) return DEFAULT_SETTINGS;
  return {
    condition_percents: { ...DEFAULT_SETTINGS.condition_percents, ...row.conditionPercents },
    market_provider: row.marketProvider as PricingSettings['market_provider'],
    auto_apply: row.autoApply,
  };
}

/** Staff read the condition multipliers, the market provider and whether imports re-apply the rules. */
export async function getSettings(ctx: RequestContext): Promise<PricingSettings> {
  requireRole(ctx, 'staff', 'admin');
  return ctx.db((tx) => loadSettings(tx, ctx.tenant.id));
}

/** Staff change the store's pricing settings (audited). */
export async function saveSettings(ctx: RequestContext, input: PricingSettings): Promise<PricingSettings> {
  const user = requireRole(ctx, 'staff', 'admin');
  return ctx.db(async (tx) => {
    const values = {
      conditionPercents: input.condition_percents,
      marketProvider: input.market_provider,
      autoApply: input.auto_apply,
    };
    await tx
      .insert(pricingSettings)
      .values({ tenantId: ctx.tenant.id, ...values })
      .onConflictDoUpdate({ target: [pricingSettings.tenantId], set: values });
    await audit(tx, ctx.tenant.id, user, 'pricing.settings', 'pricing', { ...input });
    return loadSettings(tx, ctx.tenant.id);
  });
}

/** The suppliers who keep their own prices (the rest follow the store's rules). */
export async function ownPriceSuppliers(tx: Transaction, tenantId: string): Promise<number[]> {
  const rows = await tx
    .select({ id: supplierPricing.supplierId })
    .from(supplierPricing)
    .where(and(eq(supplierPricing.tenantId, tenantId), eq(supplierPricing.mode, 'own')));
  return rows.map((r) => r.id);
}

/** A supplier's choice: follow the store's pricing rules, or keep setting their own prices. */
export async function getSupplierPricing(ctx: RequestContext): Promise<SupplierPricing> {
  const user = requireRole(ctx, 'supplier');
  return ctx.db(async (tx) => {
    const [row] = await tx
      .select({ mode: supplierPricing.mode })
      .from(supplierPricing)
      .where(and(eq(supplierPricing.tenantId, ctx.tenant.id), eq(supplierPricing.supplierId, user.id)));
    return { mode: (row?.mode ?? 'store') as SupplierPricing['mode'] };
  });
}

/** A supplier switches between the store's rules and their own prices. */
export async function saveSupplierPricing(
  ctx: RequestContext,
  input: SupplierPricing,
): Promise<SupplierPricing> {
  const user = requireRole(ctx, 'supplier');
  return ctx.db(async (tx) => {
    await tx
      .insert(supplierPricing)
      .values({ tenantId: ctx.tenant.id, supplierId: user.id, mode: input.mode })
      .onConflictDoUpdate({
        target: [supplierPricing.tenantId, supplierPricing.supplierId],
        set: { mode: input.mode },
      });
    return input;
  });
}
