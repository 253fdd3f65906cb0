import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.ts';
import { withTenant } from '../../db/tenant-scope.ts';
import type { TenantRow } from '../../db/tenants.tables.ts';
import { usersNamed } from '../auth/index.ts';

/** A demo user's id in a store. */
export async function userIdOf(db: Database, store: TenantRow, username: string): Promise<number> {
  const [user] = await withTenant(db, store.id, (tx) => usersNamed(tx, store.id, [username]));
  if (!user) throw new Error(`no user ${username}`);
  return user.id;
}

/**
 * Every account whose balance is not the sum of its ledger, or whose last line's balance_after differs:
 * an empty list when the books reconcile.
 */
export function unreconciled(db: Database) {
  return queryRows<{ user_id: number; balance: string; ledger: string }>(
    db,
    sql`select a.user_id, a.balance::text, coalesce(sum(e.amount), 0)::text as ledger
          from store_credit_accounts a
          left join store_credit_entries e on e.tenant_id = a.tenant_id and e.user_id = a.user_id
         group by a.tenant_id, a.user_id, a.balance
        having a.balance <> coalesce(sum(e.amount), 0)
            or a.balance <> (select x.balance_after from store_credit_entries x
                              where x.tenant_id = a.tenant_id and x.user_id = a.user_id
                              order by x.id desc limit 1)`,
  );
}
