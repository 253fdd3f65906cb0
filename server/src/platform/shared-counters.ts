import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client.ts';

/** A count and its times (epoch ms). */
export interface Count {
  count: number;
  lastMs: number;
  expiresMs: number;
}

/**
 * Counters every server instance sees alike (decision 022): rate limits, account limits, failed sign-ins.
 * Each count ends at its expiry; the next hit after that starts it again at 1.
 */
export interface SharedCounters {
  /**
   * Adds one to `key` and answers the new count. A new count expires `ttlMs` from now; `slide` moves the
   * expiry to `ttlMs` from now at every hit (a fixed window otherwise).
   */
  add(key: string, ttlMs: number, options?: { slide?: boolean }): Promise<Count>;
  /** The live count of `key`, or null. */
  read(key: string): Promise<Count | null>;
  clear(keys: string[]): Promise<void>;
}

/** Every this many hits an instance deletes the expired counters (the table holds only live ones). */
const CLEAN_EVERY = 1_000;

interface Row {
  count: number;
  last_ms: string | number;
  expires_ms: string | number;
}
const toCount = (r: Row): Count => ({
  count: r.count,
  lastMs: Number(r.last_ms),
  expiresMs: Number(r.expires_ms),
});

/**
 * Counters in the platform's `rate_limit_counters` table: one atomic statement per hit (insert or add,
 * answering the count), so two instances counting the same key at once both see the sum. Times come from
 * this process's clock (`Date.now()`), which the instances of one deployment share through NTP.
 */
export function databaseCounters(db: Database): SharedCounters {
  let hits = 0;
  const clean = (now: number) =>
    db.execute(sql`delete from rate_limit_counters where expires_ms <= ${now}`).catch(() => {});
  return {
    async add(key, ttlMs, options) {
      const now = Date.now();
      const expires = now + ttlMs;
      const nextExpiry = options?.slide ? sql`${expires}::bigint` : sql`c.expires_ms`;
      const [row] = await queryRows<Row>(
        db,
        sql`insert into rate_limit_counters as c (key, count, last_ms, expires_ms)
            values (${key}, 1, ${now}, ${expires})
            on conflict (key) do update set
              count = case when c.expires_ms <= ${now}::bigint then 1 else c.count + 1 end,
              last_ms = excluded.last_ms,
              expires_ms = case when c.expires_ms <= ${now}::bigint then excluded.expires_ms else ${nextExpiry} end
            returning count, last_ms, expires_ms`,
      );
      if (++hits % CLEAN_EVERY === 0) void clean(now);
      return toCount(row!);
    },
    async read(key) {
      const [row] = await queryRows<Row>(
        db,
        sql`select count, last_ms, expires_ms from rate_limit_counters
            where key = ${key} and expires_ms > ${Date.now()}::bigint`,
      );
      return row ? toCount(row) : null;
    },
    async clear(keys) {
      if (keys.length)
        await db.execute(sql`delete from rate_limit_counters where key = any(${sql.param(keys)}::text[])`);
    },
  };
}

/**
 * Marks `key` used for `ttlMs` in the shared counters table (on PGlite too: one process, the same table) and
 * answers whether this was its first use: single-use links and nonces. A key is never reused while marked;
 * `release` forgets it again (the work it guarded failed for a reason that was not the key's).
 */
export function singleUse(db: Database) {
  const counters = databaseCounters(db);
  return {
    async claim(key: string, ttlMs: number): Promise<boolean> {
      return (await counters.add(`once:${key}`, Math.max(1, ttlMs))).count === 1;
    },
    release: (key: string) => counters.clear([`once:${key}`]),
  };
}
