import { and, eq } from 'drizzle-orm';
import type { TaxExemption, TaxSettings } from '@storefront/contract/tax';
import type { Transaction } from '../../db/client.ts';
import { audit } from '../../platform/audit.ts';
import { requireRole } from '../../platform/session-user.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { userById } from '../auth/index.ts';
import { taxExemptCustomers, taxSettings } from './tax.tables.ts';

async function loadSettings(tx: Transaction, tenantId: string): Promise<TaxSettings> {
  const [row] = await tx.select().from(taxSettings).where(eq(taxSettings.tenantId, tenantId));
  return { prices_include_tax: row?.pricesIncludeTax ?? false };
}

/** Admin only: whether the store's prices include tax (no until the admin says so). */
export async function getTaxSettings(ctx: RequestContext): Promise<TaxSettings> {
  requireRole(ctx, 'admin');
  return ctx.db((tx) => loadSettings(tx, ctx.tenant.id));
}

/** Admin only: sets whether prices include tax; orders already placed keep how they were taxed (audited). */
export async function saveTaxSettings(ctx: RequestContext, input: TaxSettings): Promise<TaxSettings> {
  const user = requireRole(ctx, 'admin');
  return ctx.db(async (tx) => {
    const values = { pricesIncludeTax: input.prices_include_tax };
    await tx
      .insert(taxSettings)
      .values({ tenantId: ctx.tenant.id, ...values })
      .onConflictDoUpdate({ target: [taxSettings.tenantId], set: values });
    await audit(tx, ctx.tenant.id, user, 'tax.settings', 'tax', { ...input });
    return loadSettings(tx, ctx.tenant.id);
  });
}

async function isExempt(tx: Transaction, tenantId: string, userId: number): Promise<boolean> {
  const rows = await tx
    .select({ userId: taxExemptCustomers.userId })
    .from(taxExemptCustomers)
    .where(and(eq(taxExemptCustomers.tenantId, tenantId), eq(taxExemptCustomers.userId, userId)));
  return rows.length > 0;
}

/** Staff and admins: whether a customer of the store is tax-exempt (404 for a user of another store). */
export async function getTaxExemption(ctx: RequestContext, userId: number): Promise<TaxExemption> {
  requireRole(ctx, 'staff', 'admin');
  return ctx.db(async (tx) => {
    await userById(tx, ctx.tenant.id, userId);
    return { tax_exempt: await isExempt(tx, ctx.tenant.id, userId) };
  });
}

/** Staff and admins: marks a customer tax-exempt or not; their later orders are charged no tax (audited). */
export async function saveTaxExemption(
  ctx: RequestContext,
  userId: number,
  input: TaxExemption,
): Promise<TaxExemption> {
  const user = requireRole(ctx, 'staff', 'admin');
  const tenantId = ctx.tenant.id;
  return ctx.db(async (tx) => {
    const customer = await userById(tx, tenantId, userId);
    if (input.tax_exempt)
      await tx.insert(taxExemptCustomers).values({ tenantId, userId }).onConflictDoNothing();
    else
      await tx
        .delete(taxExemptCustomers)
        .where(and(eq(taxExemptCustomers.tenantId, tenantId), eq(taxExemptCustomers.userId, userId)));
    await audit(tx, tenantId, user, 'tax.exemption', `user:${userId}`, {
      username: customer.username,
      ...input,
    });
    return { tax_exempt: await isExempt(tx, tenantId, userId) };
  });
}
