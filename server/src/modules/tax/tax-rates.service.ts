import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TaxRate, TaxRateInputSchema } from '@storefront/contract/tax';
import { formatRate, rateUnits } from '@storefront/contract/tax-rules';
import { audit } from '../../platform/audit.ts';
import { sqlState } from '../../platform/db-errors.ts';
import { Conflict, NotFound } from '../../platform/errors.ts';
import { requireRole } from '../../platform/session-user.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { taxRates } from './tax.tables.ts';

type RateInput = z.output<typeof TaxRateInputSchema>;

const answer = (r: typeof taxRates.$inferSelect): TaxRate => ({
  id: r.id,
  country: r.country,
  region: r.region,
  rate: formatRate(r.rate),
  name: r.name,
});

const columns = (r: RateInput) => ({
  country: r.country,
  region: r.region,
  rate: rateUnits(r.rate)!,
  name: r.name,
});

const place = (r: RateInput) => (r.region ? `${r.country}-${r.region}` : r.country);

/** A second rate for the same country and region is refused (409), whichever write made it. */
async function oneRatePerPlace<T>(input: RateInput, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sqlState(error) !== '23505') throw error;
    throw new Conflict(`${place(input)} already has a tax rate: edit that one`, {
      region: 'A rate for this place exists',
    });
  }
}

/** Admin only: the store's tax rates, by country then region (the country-wide rate first). */
export async function listTaxRates(ctx: RequestContext): Promise<{ results: TaxRate[] }> {
  requireRole(ctx, 'admin');
  const rows = await ctx.db((tx) =>
    tx
      .select()
      .from(taxRates)
      .where(eq(taxRates.tenantId, ctx.tenant.id))
      .orderBy(asc(taxRates.country), asc(taxRates.region), asc(taxRates.id)),
  );
  return { results: rows.map(answer) };
}

/** Admin only: adds the rate of a country or region; one rate per place (audited). */
export async function createTaxRate(ctx: RequestContext, input: RateInput): Promise<TaxRate> {
  const user = requireRole(ctx, 'admin');
  return oneRatePerPlace(input, () =>
    ctx.db(async (tx) => {
      const [row] = await tx
        .insert(taxRates)
        .values({ tenantId: ctx.tenant.id, ...columns(input) })
        .returning();
      await audit(tx, ctx.tenant.id, user, 'tax.rate.create', `tax_rate:${row!.id}`, { ...input });
      return answer(row!);
    }),
  );
}

/** Admin only: changes a rate's place, percentage or name (audited). */
export async function updateTaxRate(ctx: RequestContext, id: number, input: RateInput): Promise<TaxRate> {
  const user = requireRole(ctx, 'admin');
  return oneRatePerPlace(input, () =>
    ctx.db(async (tx) => {
      const [row] = await tx
        .update(taxRates)
        .set(columns(input))
        .where(and(eq(taxRates.tenantId, ctx.tenant.id), eq(taxRates.id, id)))
        .returning();
      if (!row) throw new NotFound('No such tax rate');
      await audit(tx, ctx.tenant.id, user, 'tax.rate.update', `tax_rate:${id}`, { ...input });
      return answer(row);
    }),
  );
}

/** Admin only: removes a rate; orders already placed keep the tax they were charged (audited). */
export async function deleteTaxRate(ctx: RequestContext, id: number): Promise<void> {
  const user = requireRole(ctx, 'admin');
  await ctx.db(async (tx) => {
    const [row] = await tx
      .delete(taxRates)
      .where(and(eq(taxRates.tenantId, ctx.tenant.id), eq(taxRates.id, id)))
      .returning();
    if (!row) throw new NotFound('No such tax rate');
    await audit(tx, ctx.tenant.id, user, 'tax.rate.delete', `tax_rate:${id}`, answer(row));
  });
}
