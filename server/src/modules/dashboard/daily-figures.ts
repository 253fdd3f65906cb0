import { sql } from 'drizzle-orm';
import { CHART_DAYS, type DailyFigure } from '@storefront/contract/dashboard';
import { queryRows, type Transaction } from '../../db/client.ts';
import { normalizeAmount } from '@storefront/contract/money';

/** Revenue and order count per UTC day for the last 30 days (today included); cancelled orders count for nothing. */
export async function dailyFigures(tx: Transaction, tenantId: string): Promise<DailyFigure[]> {
  const rows = await queryRows<{ day: string; revenue: string; orders: number }>(
    tx,
    sql`
    select to_char(d.day, 'YYYY-MM-DD') as day,
           coalesce(sum(o.total), 0)::text as revenue,
           count(o.id)::int as orders
    from generate_series(
           (now() at time zone 'utc')::date - ${CHART_DAYS - 1}::int,
           (now() at time zone 'utc')::date, interval '1 day') as d(day)
    left join orders o
      on o.tenant_id = ${tenantId} and o.status <> 'cancelled'
     and (o.created_at at time zone 'utc')::date = d.day::date
    group by d.day order by d.day`,
  );
  return rows.map((r) => ({
    date: r.day,
    revenue: normalizeAmount(r.revenue),
    orders: Number(r.orders),
  }));
}
