import { eq, max, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Transaction } from '../db/client.ts';
import { BadRequest } from './errors.ts';

/** A store's rules tried top to bottom (pricing's, the buylist's): each row has its place in `position`. */
export type OrderedRules = PgTable & { tenantId: AnyPgColumn; id: AnyPgColumn; position: AnyPgColumn };

/** The position after the store's last rule. */
export async function nextPosition(tx: Transaction, table: OrderedRules, tenantId: string): Promise<number> {
  const [last] = await tx
    .select({ n: max(table.position) })
    .from(table)
    .where(eq(table.tenantId, tenantId));
  return Number(last?.n ?? 0) + 1;
}

/** Puts the store's rules in the order of `ids`, which must name every rule of the store exactly once. */
export async function reorderRules(tx: Transaction, table: OrderedRules, tenantId: string, ids: number[]) {
  const rows = await tx.select({ id: table.id }).from(table).where(eq(table.tenantId, tenantId));
  const known = rows.map((r) => Number(r.id)).sort((a, b) => a - b);
  const given = [...ids].sort((a, b) => a - b);
  if (known.length !== given.length || known.some((id, i) => id !== given[i]))
    throw new BadRequest('List every rule of the store once', { ids: 'Must name every rule once' });
  await tx.execute(sql`update ${table} set ${sql.identifier(table.position.name)} = place.n
    from unnest(${sql.param(ids)}::int[]) with ordinality as place(id, n)
    where ${table.tenantId} = ${tenantId} and ${table.id} = place.id`);
}
