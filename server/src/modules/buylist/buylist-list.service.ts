import { type BuylistPage, type BuylistQuery } from '@storefront/contract/buylist';
import { TcgSearchQuerySchema } from '@storefront/contract/tcg';
import type { RequestContext } from '../../platform/tenancy.ts';
import { searchCards, type CardIndexes } from '../tcg/index.ts';
import { offersFor } from './buylist-offers.ts';
import { committedCents, settingsOf } from './buylist-rule.ts';

/**
 * The public buylist: cards found with the card search and its query language, each with the store's cash
 * and credit offers per condition and finish and how many it still wants (`cards`: the app's card indexes).
 */
export async function buylistPage(
  ctx: RequestContext,
  cards: CardIndexes,
  query: BuylistQuery,
  url: { path: string; params: URLSearchParams },
): Promise<BuylistPage> {
  const search = await searchCards(
    ctx,
    cards,
    TcgSearchQuerySchema.parse({
      q: query.q,
      game: query.game,
      set: query.set,
      page: query.page,
      page_size: query.page_size,
    }),
    url,
  );
  const ids = search.results.map((r) => r.id);
  return ctx.db(async (tx) => {
    const settings = await settingsOf(tx, ctx.tenant.id);
    const isBuying = settings.isOpen && (await committedCents(tx, ctx.tenant.id)) < settings.budget;
    const offers = await offersFor(tx, ctx.tenant.id, ids, settings);
    return {
      count: search.count,
      next: search.next,
      previous: search.previous,
      is_buying: isBuying,
      results: search.results.map((r) => {
        const card = offers.get(r.id);
        return {
          product: {
            id: r.id,
            name: r.name,
            slug: r.slug,
            set_name: r.metadata.set_name,
            game: r.metadata.game,
            image: r.image,
            hotlist: card?.hotlist ?? false,
          },
          offers: isBuying
            ? (card?.offers ?? []).map(({ condition, finish, cash_price, credit_price, max_quantity }) => ({
                condition,
                finish,
                cash_price,
                credit_price,
                max_quantity,
              }))
            : [],
        };
      }),
    };
  });
}
