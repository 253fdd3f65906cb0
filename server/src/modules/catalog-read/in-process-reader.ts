import { MAX_SUGGESTIONS } from '@storefront/contract/search';
import { pageWindow } from '../../platform/paging.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { seesSupplierEmail } from '../catalog/index.ts';
import { writtenProductList, type CardBytes } from './card-json.ts';
import { readCardRows, pageOf } from './product-list.ts';
import {
  currentListIndex,
  indexedCards,
  listIndexAnswers,
  pickFromListIndex,
  type ListIndexes,
} from './product-list-index.ts';
import type { KeptPages } from './kept-pages.ts';
import type { DecliningReader, ProductReader } from './product-reader.ts';
import { pickFromSearchIndex, type SearchIndexes } from './product-search-index.ts';
import type { ListMemos } from './list-memos.ts';
import { pickTypoPage } from './product-search-pick.ts';
import { suggestInProcess, type SuggestionIndexes } from './product-suggestion-index.ts';
import { MAX_CATEGORIES } from './product-suggestions.ts';

export interface InProcessDeps {
  indexes: { search: SearchIndexes; suggestions: SuggestionIndexes; list: ListIndexes };
  cards: CardBytes;
  keptPages: KeptPages;
  /** What a typo search through SQL keeps (its pages) under the data version (list-memos.ts). */
  memos: ListMemos;
  /** The whole reader (this one, then SQL): a search's list takes its ids and cards from it. */
  whole: () => ProductReader;
}

/** The shopper's cards the list index picked: kept bytes at once, the rest read in one statement. */
const shopperCards = (
  ctx: RequestContext,
  cards: CardBytes,
  picked: Parameters<CardBytes['shopperJson']>[1],
) => cards.shopperJson(ctx.tenant.id, picked, (ids) => readCardRows(ctx, ids));

/**
 * The reads answered from the store's in-process indexes (decisions 031, 032, 036, 037, 050) when they are
 * current with the store's change log; each declines (null) where they cannot answer: still loading, over
 * their limits, a staff reader (supplier e-mails), a query they do not cover. Exactly SQL's answers
 * otherwise (the differential tests hold every one against sql-reader.ts).
 */
export function inProcessReader({ indexes, cards, keptPages, memos, whole }: InProcessDeps): DecliningReader {
  return {
    async list(ctx, query, path) {
      if (seesSupplierEmail(ctx)) return null;
      if (query.search) {
        const { count, ids } = await whole().search(ctx, query);
        return writtenProductList(pageOf(query, path, count, await whole().cards(ctx, ids)));
      }
      if (!listIndexAnswers(query)) return null;
      const index = await currentListIndex(indexes.list, ctx);
      if (!index) return null;
      const picked = pickFromListIndex(index, query, pageWindow(query));
      return writtenProductList(
        pageOf(query, path, picked.count, await shopperCards(ctx, cards, picked.cards)),
      );
    },

    // A kept page (decision 037), current by its own signal (kept-pages.ts).
    async page(ctx, slug) {
      if (seesSupplierEmail(ctx)) return null;
      return (await keptPages.get(ctx, slug))?.answer ?? null;
    },

    // The index ranks full-text matches only: a search it finds nothing for takes SQL's typo pick (kept).
    async search(ctx, query) {
      const picked = await pickFromSearchIndex(indexes.search, ctx, query, pageWindow(query));
      if (!picked) return null;
      if (!picked.matches) return pickTypoPage(ctx, query, memos);
      return { count: picked.matches, ids: picked.ids };
    },

    suggest: (ctx, text) =>
      suggestInProcess(indexes.suggestions, ctx, text, {
        max: MAX_SUGGESTIONS,
        maxCategories: MAX_CATEGORIES,
      }),

    async cards(ctx, ids) {
      const index = await currentListIndex(indexes.list, ctx);
      const known = index && indexedCards(index, ids);
      return known ? shopperCards(ctx, cards, known) : null;
    },
  };
}
