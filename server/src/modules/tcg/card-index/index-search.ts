import type { TcgSearchQuery } from '@storefront/contract/tcg';
import type { RequestContext } from '../../../platform/tenancy.ts';
import type { CardIndex } from './card-index.ts';
import { indexLoad } from './card-index-load.ts';
import { evalBitmap, evalCard, priceWindow, resolveTerms, type TermValues } from './index-eval.ts';
import { scratchOf } from './index-bitmaps.ts';
import { pageIds, SORT_ALL_BELOW } from './index-page.ts';
import { searchExpr, type Expr } from './index-query.ts';

const hasTerms = (expr: Expr): boolean =>
  expr.kind === 'terms' ||
  (expr.kind === 'not' && hasTerms(expr.child)) ||
  ((expr.kind === 'all' || expr.kind === 'any') && expr.children.some(hasTerms));

const ACTIVE: Expr = { kind: 'column', column: 'isActive', test: (v: boolean) => v };

/** A page picked from an index: its count (capped) and product ids. */
interface PickedPage {
  count: number;
  ids: number[];
}

/** Pages kept per index: every answer is kept until the index's version moves, the oldest dropped past this. */
const PAGES_KEPT = 1_000;

/**
 * The pages picked from each index at its version: shoppers in a burst (a set release, a sale) send the
 * same few filters, and the same search of the same version of the index always picks the same page.
 */
const pagesOf = new WeakMap<CardIndex, { version: number; pages: Map<string, PickedPage> }>();

function keptPages(index: CardIndex): Map<string, PickedPage> {
  let kept = pagesOf.get(index);
  if (kept?.version !== index.version) {
    kept = { version: index.version, pages: new Map() };
    pagesOf.set(index, kept);
  }
  return kept.pages;
}

/**
 * One page of a search from the store's in-process index (kept until the index's version moves, see
 * keptPages), with the index's watermark and log digest as they stand.
 */
export async function pickFromIndex(
  ctx: RequestContext,
  index: CardIndex,
  q: TcgSearchQuery,
  countCap: number,
): Promise<PickedPage & { watermark: bigint; logMark: string | null }> {
  const key = `${countCap} ${JSON.stringify(q)}`;
  const pages = keptPages(index);
  const kept = pages.get(key);
  if (kept) return { ...kept, watermark: index.watermark, logMark: index.logMark };
  const picked = await pickAnew(ctx, index, q, countCap);
  // Kept only when the index did not move while the text matches were read.
  if (pages === keptPages(index)) {
    pages.set(key, { count: picked.count, ids: picked.ids });
    if (pages.size > PAGES_KEPT) pages.delete(pages.keys().next().value!);
  }
  return picked;
}

/**
 * One page of a search from the store's in-process index: the matching rows as a bitmap (text matches
 * resolved over tcg_terms first), the count by popcount, the page off the precomputed sort order. The
 * count is capped like the SQL search's (countCap + 1 means "more"), so both answer alike.
 */
async function pickAnew(
  ctx: RequestContext,
  index: CardIndex,
  q: TcgSearchQuery,
  countCap: number,
): Promise<PickedPage & { watermark: bigint; logMark: string | null }> {
  const expr: Expr = { kind: 'all', children: [ACTIVE, searchExpr(q)] };
  const terms: TermValues = hasTerms(expr)
    ? await resolveTerms(indexLoad(ctx), ctx.tenant.id, expr, index.terms)
    : new Map<Expr, Set<string>>();
  // Taken with the evaluation (no await between): the answer holds every change logged before it.
  const { watermark, logMark } = index;
  const scratch = scratchOf(index);
  try {
    const loaded = evalBitmap(index, expr, terms);
    if (index.changed.size) loaded.andNot(index.changedRows);
    const changed: number[] = [];
    for (const [row, card] of index.changed) if (card && evalCard(card, expr, terms)) changed.push(row);
    // Counted only as far as the answer needs: up to the cap, and far enough to choose how to page.
    const total = loaded.count(Math.max(countCap, SORT_ALL_BELOW)) + changed.length;
    const ids = pageIds(index, loaded, changed, total, {
      sort: q.sort,
      desc: q.order === 'desc',
      offset: (q.page - 1) * q.page_size,
      limit: q.page_size,
      priceWindow: priceWindow(index, expr),
    });
    return { count: Math.min(total, countCap + 1), ids, watermark, logMark };
  } finally {
    scratch.giveBack();
  }
}
