import { sql, type SQL } from 'drizzle-orm';
import type { Database } from './database.ts';

declare const selectOnly: unique symbol;

/**
 * Raw SQL that only reads, made by `selectSql`: the only raw SQL `queryRows`/`queryPrepared` run on a
 * `ReadOnly` connection (docs/decisions/045-typed-database-doors.md).
 */
export type SelectSql = SQL & { readonly [selectOnly]: true };

/**
 * What the read-only doors (`RequestContext.read`, `pick`, `loadIndex`) hand their work: Drizzle's select
 * builders and, through `queryRows`/`queryPrepared`, `SelectSql`; no insert, update, delete or `execute`.
 * A transaction is one too, so a function that only reads takes `ReadOnly` and serves every door.
 */
export type ReadOnly = Pick<Database, 'select' | 'selectDistinct' | 'selectDistinctOn'>;

/** How a reading statement starts; `explain` only without `analyze`, which would run the statement. */
const READING_START = /^\s*(?:(?:select|with|values|table)\b|explain\s*\((?![^)]*\banalyze\b)[^)]*\))/i;
/** A write inside the text of a reading statement (a data-modifying CTE, say). */
const WRITE = /\b(insert\s+into|update\s+\w+(\s+\w+)?\s+set|delete\s+from|truncate|merge\s+into)\b/i;
/** Template texts already checked (each call site's strings are one array, kept by the engine). */
const checked = new WeakSet<TemplateStringsArray>();

/**
 * `sql` for a statement that only reads. Its text (values and nested fragments aside) must start as a
 * read does and hold no write; else it throws where it is written, before anything is sent.
 */
export function selectSql(strings: TemplateStringsArray, ...values: unknown[]): SelectSql {
  if (!checked.has(strings)) {
    const text = strings.join(' ');
    if (!READING_START.test(strings[0] ?? '') || WRITE.test(text))
      throw new Error(`selectSql: not a read: ${text.slice(0, 80)}`);
    checked.add(strings);
  }
  return sql(strings, ...values) as SelectSql;
}
