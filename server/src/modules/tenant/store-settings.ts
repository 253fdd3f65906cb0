import { eq, sql } from 'drizzle-orm';
import type { SetupStep, StepStatus } from '@storefront/contract/dashboard-setup';
import type { Transaction } from '../../db/client.ts';
import { tenants, type TenantRow } from '../../db/tenants.tables.ts';

// A store's own settings on its row (what its admin edits: name, theme, logo, the setup wizard), written only
// here and in store-rows.ts: the tenant module owns the tenants table. Each runs in the caller's transaction.

/** The settings a store's admin saves; `freeShippingOver` left out keeps the current threshold. */
export type StoreSettingsWrite = Pick<
  TenantRow,
  'name' | 'primaryColor' | 'secondaryColor' | 'appType' | 'logoUrl' | 'clientDetails'
> & { freeShippingOver?: TenantRow['freeShippingOver'] };

/** Saves the store's settings and answers its row as saved. */
export async function saveStoreSettings(
  tx: Transaction,
  tenantId: string,
  settings: StoreSettingsWrite,
): Promise<TenantRow> {
  const [row] = await tx
    .update(tenants)
    .set({ ...settings, updatedAt: sql`now()` })
    .where(eq(tenants.id, tenantId))
    .returning();
  return row!;
}

/** Sets the store's logo to `url`. */
export async function setStoreLogo(tx: Transaction, tenantId: string, url: string): Promise<void> {
  await tx
    .update(tenants)
    .set({ logoUrl: url, updatedAt: sql`now()` })
    .where(eq(tenants.id, tenantId));
}

/** The setup wizard's state on the store's row. */
export type SetupRow = Pick<TenantRow, 'setupSteps' | 'openedAt'>;
const setupColumns = { setupSteps: tenants.setupSteps, openedAt: tenants.openedAt };

/** The wizard's steps and the store's opening time, read fresh. */
export async function setupRow(tx: Transaction, tenantId: string): Promise<SetupRow> {
  const [row] = await tx.select(setupColumns).from(tenants).where(eq(tenants.id, tenantId));
  return row!;
}

/** Records a wizard step as done or skipped. */
export async function recordSetupStep(
  tx: Transaction,
  tenantId: string,
  step: SetupStep,
  status: StepStatus,
): Promise<SetupRow> {
  const [row] = await tx
    .update(tenants)
    .set({ setupSteps: sql`${tenants.setupSteps} || jsonb_build_object(${step}::text, ${status}::text)` })
    .where(eq(tenants.id, tenantId))
    .returning(setupColumns);
  return row!;
}

/** Opens the store (the first opening time stays) and completes the wizard's last step. */
export async function openStore(tx: Transaction, tenantId: string): Promise<SetupRow> {
  const [row] = await tx
    .update(tenants)
    .set({
      openedAt: sql`coalesce(${tenants.openedAt}, now())`,
      setupSteps: sql`${tenants.setupSteps} || '{"go-live":"done"}'::jsonb`,
    })
    .where(eq(tenants.id, tenantId))
    .returning(setupColumns);
  return row!;
}
