import type { Product, ProductList } from '@storefront/contract/catalog';
import type { SearchSuggestion } from '@storefront/contract/search';
import type { WrittenJson } from '../../platform/response-serializer.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import type { CardPieces } from './card-json.ts';
import type { ProductQuery } from './product-filter.ts';
import type { ListQuery } from './product-list.ts';

/** A search's page: how many products match, and the ids of the page in the search's order. */
export interface SearchPage {
  count: number;
  ids: number[];
}

/**
 * The catalogue's shopper-facing reads, whoever answers them (issue 30): the SQL reads (sql-reader.ts), the
 * in-process indexes (in-process-reader.ts), and the two together (`firstThen`), which the routes use.
 */
export interface ProductReader {
  /** A page of the store's active products, filtered, searched and ordered as asked; links point to `path`. */
  list: (ctx: RequestContext, query: ListQuery, path: string) => Promise<WrittenJson<ProductList>>;
  /** An active product's page by its slug (NotFound when there is none). */
  page: (ctx: RequestContext, slug: string) => Promise<WrittenJson<Product>>;
  /** A search's page (`query.search` set). */
  search: (ctx: RequestContext, query: ProductQuery) => Promise<SearchPage>;
  /** Suggestions for `text`, trimmed and at least MIN_SUGGESTION_LENGTH long. */
  suggest: (ctx: RequestContext, text: string) => Promise<SearchSuggestion[]>;
  /** The shopper's cards (no supplier e-mail) of products `ids` as bytes, in that order; one gone is left out. */
  cards: (ctx: RequestContext, ids: number[]) => Promise<CardPieces[]>;
}

/** A reader that may decline a read (null): the in-process one, while an index loads or cannot answer. */
export type DecliningReader = {
  [K in keyof ProductReader]: (
    ...args: Parameters<ProductReader[K]>
  ) => Promise<Awaited<ReturnType<ProductReader[K]>> | null>;
};

const either =
  <A extends unknown[], R>(first: (...args: A) => Promise<R | null>, then: (...args: A) => Promise<R>) =>
  async (...args: A): Promise<R> =>
    (await first(...args)) ?? then(...args);

/** The catalogue's one fallback rule: `first` answers, and where it declines, `then` does. */
export function firstThen(first: DecliningReader, then: ProductReader): ProductReader {
  return {
    list: either(first.list, then.list),
    page: either(first.page, then.page),
    search: either(first.search, then.search),
    suggest: either(first.suggest, then.suggest),
    cards: either(first.cards, then.cards),
  };
}
