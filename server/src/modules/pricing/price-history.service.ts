import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { formatCents } from '@storefront/contract/money';
import type { PriceHistory } from '@storefront/contract/pricing';
import type { RequestContext } from '../../platform/tenancy.ts';
import { priceHistory } from './pricing.tables.ts';

export const HISTORY_DAYS = 90;

/** A printing's retail market prices of the last 90 days, one series per finish and provider. */
export async function productPriceHistory(ctx: RequestContext, productId: number): Promise<PriceHistory> {
  return ctx.db(async (tx) => {
    const rows = await tx
      .select({
        finish: priceHistory.finish,
        provider: priceHistory.provider,
        currency: priceHistory.currency,
        day: priceHistory.day,
        price: priceHistory.price,
      })
      .from(priceHistory)
      .where(
        and(
          eq(priceHistory.tenantId, ctx.tenant.id),
          eq(priceHistory.productId, productId),
          eq(priceHistory.kind, 'retail'),
          eq(priceHistory.metric, 'market'),
          gte(priceHistory.day, sql`current_date - ${HISTORY_DAYS}::int`),
        ),
      )
      .orderBy(asc(priceHistory.finish), asc(priceHistory.provider), asc(priceHistory.day));
    const series = new Map<string, PriceHistory['series'][number]>();
    for (const r of rows) {
      const key = `${r.finish}|${r.provider}`;
      if (!series.has(key))
        series.set(key, { finish: r.finish, provider: r.provider, currency: r.currency, points: [] });
      series.get(key)!.points.push({ day: r.day, price: formatCents(r.price) });
    }
    return { days: HISTORY_DAYS, series: [...series.values()] };
  });
}
