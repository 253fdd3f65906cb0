import type { RequestContext } from '../../platform/tenancy.ts';
import type { CardBytes } from './card-json.ts';
import { readCardRows, readProductList } from './product-list.ts';
import type { KeptPage } from './kept-pages.ts';
import type { ListMemos } from './list-memos.ts';
import { readProductPage } from './product-page.ts';
import { pickSearch } from './product-search-pick.ts';
import { readSuggestions } from './product-suggestions.ts';
import type { ProductReader } from './product-reader.ts';

export interface SqlReaderDeps {
  /** The cards' bytes the reads write and keep (card-json.ts). */
  cards: CardBytes;
  /** What list reads keep between requests under the data version (list-memos.ts). */
  memos: ListMemos;
  /** Asked before a product page is read: what keeps a shopper's page once written (kept-pages.ts). */
  keepPage?: (ctx: RequestContext, slug: string) => ((page: KeptPage) => void) | undefined;
}

/** The reference reads: every answer through SQL, under the policy (searches pick ids as owner, decision 008). */
export function sqlReader({ cards, memos, keepPage }: SqlReaderDeps): ProductReader {
  return {
    list: (ctx, query, path) => readProductList(ctx, query, path, { cards, memos }),
    page: (ctx, slug) => readProductPage(ctx, slug, cards, keepPage?.(ctx, slug)),
    search: (ctx, query) =>
      pickSearch(ctx, query, { version: ctx.dataVersion(['products', 'categories']), memos }),
    suggest: readSuggestions,
    cards: async (ctx, ids) =>
      (await readCardRows(ctx, ids)).map((row) => cards.json(ctx.tenant.id, row, false)),
  };
}
