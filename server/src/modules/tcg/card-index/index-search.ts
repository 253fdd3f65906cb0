import type { TcgSearchQuery } from '@storefront/contract/tcg';
import type { RequestContext } from '../../../platform/tenancy.ts';
import type { CardIndex } from './card-index.ts';
import { ownerPick } from './card-index-load.ts';
import { evalBitmap, evalCard, resolveTerms, type TermValues } from './index-eval.ts';
import { pageIds } from './index-page.ts';
import { searchExpr, type Expr } from './index-query.ts';

const hasTerms = (expr: Expr): boolean =>
  expr.kind === 'terms' ||
  (expr.kind === 'not' && hasTerms(expr.child)) ||
  ((expr.kind === 'all' || expr.kind === 'any') && expr.children.some(hasTerms));

const ACTIVE: Expr = { kind: 'column', column: 'isActive', test: (v: boolean) => v };

/**
 * One page of a search from the store's in-process index: the matching rows as a bitmap (text matches
 * resolved over tcg_terms first), the count by popcount, the page off the precomputed sort order. The
 * count is capped like the SQL search's (countCap + 1 means "more"), so both answer alike.
 */
export async function pickFromIndex(
  ctx: RequestContext,
  index: CardIndex,
  q: TcgSearchQuery,
  countCap: number,
): Promise<{ count: number; ids: number[]; watermark: bigint; logMark: string | null }> {
  const expr: Expr = { kind: 'all', children: [ACTIVE, searchExpr(q)] };
  const terms: TermValues = hasTerms(expr)
    ? await resolveTerms(ownerPick(ctx), ctx.tenant.id, expr, index.terms)
    : new Map<Expr, Set<string>>();
  // Taken with the evaluation (no await between): the answer holds every change logged before it.
  const { watermark, logMark } = index;
  const loaded = evalBitmap(index, expr, terms).andNot(index.changedRows);
  const changed: number[] = [];
  for (const [row, card] of index.changed) if (card && evalCard(card, expr, terms)) changed.push(row);
  const total = loaded.count() + changed.length;
  const ids = pageIds(index, loaded, changed, total, {
    sort: q.sort,
    desc: q.order === 'desc',
    offset: (q.page - 1) * q.page_size,
    limit: q.page_size,
  });
  return { count: Math.min(total, countCap + 1), ids, watermark, logMark };
}
