import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { PricingPreview, PricingRun } from '@storefront/contract/pricing';
import type { Transaction } from '../../db/client.ts';
import { audit } from '../../platform/audit.ts';
import { Conflict, NotFound } from '../../platform/errors.ts';
import { requireRole } from '../../platform/session-user.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { rowCount, setVariantPricesFrom } from '../catalog/index.ts';
import { followVariantPrices, ownPriceCosts } from '../inventory/index.ts';
import { pricingRuns, pricingSettings } from './pricing.tables.ts';
import { loadSettings, ownPriceSuppliers } from './pricing-settings.service.ts';
import { pricedVariants } from './rule-pricing.ts';

const TOP = 10;

async function pricing(tx: Transaction, tenantId: string) {
  const settings = await loadSettings(tx, tenantId);
  const own = await ownPriceSuppliers(tx, tenantId);
  return { priced: pricedVariants(tenantId, settings, ownPriceCosts(tenantId, own)), own };
}

const changeList = (tenantId: string, where: string, order: string) => sql`(
  select coalesce(json_agg(x), '[]'::json) from (
    select p.product_id, p.variant_id, pr.name, v.name as variant,
      to_char(p.old_price, 'FM999999990.00') as old_price, to_char(p.new_price, 'FM999999990.00') as new_price
    from p
    join products pr on pr.tenant_id = ${tenantId} and pr.id = p.product_id
    join product_variants v on v.tenant_id = ${tenantId} and v.id = p.variant_id
    where ${sql.raw(where)} order by ${sql.raw(order)}, p.variant_id limit ${TOP}) x)`;

/** What applying the rules now would change: counts, the biggest rises and falls, the cards held at a floor. */
async function previewIn(tx: Transaction, tenantId: string): Promise<PricingPreview> {
  const { priced } = await pricing(tx, tenantId);
  const changed = 'p.new_price is not null and p.new_price <> p.old_price';
  const result = await tx.execute(sql`
    with p as materialized (${priced})
    select json_build_object(
      'matched', (select count(*) from p),
      'without_price', (select count(*) from p where new_price is null),
      'changed', (select count(*) from p where new_price is not null and new_price <> old_price),
      'floor_hits', (select count(*) from p where hit_floor),
      'rises', ${changeList(tenantId, `${changed} and p.new_price > p.old_price`, 'p.new_price - p.old_price desc')},
      'falls', ${changeList(tenantId, `${changed} and p.new_price < p.old_price`, 'p.new_price - p.old_price')},
      'at_floor', ${changeList(tenantId, 'p.hit_floor', 'p.new_price desc')}
    ) as preview`);
  const row = (result as { rows: { preview: PricingPreview | string }[] }).rows[0]!;
  return typeof row.preview === 'string' ? (JSON.parse(row.preview) as PricingPreview) : row.preview;
}

/** Staff see what the rules would change before anything changes. */
export async function preview(ctx: RequestContext): Promise<PricingPreview> {
  requireRole(ctx, 'staff', 'admin');
  return ctx.db((tx) => previewIn(tx, ctx.tenant.id));
}

const answer = (r: typeof pricingRuns.$inferSelect): PricingRun => ({
  id: r.id,
  actor: r.actor,
  changed: r.changed,
  created_at: r.createdAt.toISOString(),
  undone_at: r.undoneAt?.toISOString() ?? null,
});

/** One apply at a time per store: runs wait on the store's settings row. */
async function lockStore(tx: Transaction, tenantId: string) {
  await tx.insert(pricingSettings).values({ tenantId }).onConflictDoNothing();
  await tx.execute(sql`select 1 from pricing_settings where tenant_id = ${tenantId} for update`);
}

const changesOf = (tenantId: string, runId: number, column: 'new_price' | 'old_price') =>
  sql`select variant_id, ${sql.raw(column)} as price from pricing_run_changes
    where tenant_id = ${tenantId} and run_id = ${runId}`;

/**
 * Applies the rules inside `tx`: records every changed variant price (old and new) as one run, sets the
 * variants and their products through the catalog, and the offers of suppliers following the store through
 * inventory. Answers the run (audited as `actor`).
 */
export async function applyRules(ctx: RequestContext, tx: Transaction, actor: string): Promise<PricingRun> {
  const tenantId = ctx.tenant.id;
  await lockStore(tx, tenantId);
  const { priced, own } = await pricing(tx, tenantId);
  const [run] = await tx.insert(pricingRuns).values({ tenantId, actor, changed: 0 }).returning();
  const inserted = await tx.execute(sql`
    insert into pricing_run_changes (tenant_id, run_id, variant_id, product_id, old_price, new_price)
    select ${tenantId}, ${run!.id}, variant_id, product_id, old_price, new_price from (${priced}) p
    where new_price is not null and new_price <> old_price`);
  const changed = rowCount(inserted);
  await setVariantPricesFrom(tx, tenantId, changesOf(tenantId, run!.id, 'new_price'));
  await followVariantPrices(tx, tenantId, changesOf(tenantId, run!.id, 'new_price'), own);
  const [done] = await tx
    .update(pricingRuns)
    .set({ changed })
    .where(and(eq(pricingRuns.tenantId, tenantId), eq(pricingRuns.id, run!.id)))
    .returning();
  // An import's automatic re-apply has no signed-in user: the entry names the importer, without an id.
  const who = ctx.user ?? ({ id: null, username: actor } as unknown as SessionUser);
  await audit(tx, tenantId, who, 'pricing.apply', `pricing_run:${run!.id}`, { changed });
  return answer(done!);
}

/** Staff apply the rules: one transaction, one audit entry, undoable. */
export async function apply(ctx: RequestContext): Promise<PricingRun> {
  const user = requireRole(ctx, 'staff', 'admin');
  return ctx.db((tx) => applyRules(ctx, tx, user.username));
}

/** The store's runs, newest first. */
export async function runs(ctx: RequestContext) {
  requireRole(ctx, 'staff', 'admin');
  return ctx.db(async (tx) => {
    const rows = await tx
      .select()
      .from(pricingRuns)
      .where(eq(pricingRuns.tenantId, ctx.tenant.id))
      .orderBy(desc(pricingRuns.id))
      .limit(20);
    return { results: rows.map(answer) };
  });
}

/** Puts back the prices a run changed; only the newest run not yet undone can be (runs undo in reverse). */
export async function undoRun(ctx: RequestContext, runId: number): Promise<PricingRun> {
  const user = requireRole(ctx, 'staff', 'admin');
  return ctx.db(async (tx) => {
    const tenantId = ctx.tenant.id;
    await lockStore(tx, tenantId);
    const [run] = await tx
      .select()
      .from(pricingRuns)
      .where(and(eq(pricingRuns.tenantId, tenantId), eq(pricingRuns.id, runId)));
    if (!run) throw new NotFound('No such pricing run');
    const [latest] = await tx
      .select({ id: pricingRuns.id })
      .from(pricingRuns)
      .where(and(eq(pricingRuns.tenantId, tenantId), isNull(pricingRuns.undoneAt)))
      .orderBy(desc(pricingRuns.id))
      .limit(1);
    if (run.undoneAt || latest?.id !== runId)
      throw new Conflict('Only the latest applied run can be undone', { id: 'Undo the newer runs first' });
    const own = await ownPriceSuppliers(tx, tenantId);
    await setVariantPricesFrom(tx, tenantId, changesOf(tenantId, runId, 'old_price'));
    await followVariantPrices(tx, tenantId, changesOf(tenantId, runId, 'old_price'), own);
    const [done] = await tx
      .update(pricingRuns)
      .set({ undoneAt: sql`now()` })
      .where(and(eq(pricingRuns.tenantId, tenantId), eq(pricingRuns.id, runId)))
      .returning();
    await audit(tx, tenantId, user, 'pricing.undo', `pricing_run:${runId}`, { changed: run.changed });
    return answer(done!);
  });
}
