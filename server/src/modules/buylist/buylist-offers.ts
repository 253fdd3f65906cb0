import {
  BUY_CONDITIONS,
  type BuyCondition,
  type BuyFinish,
  type BuyOffer,
} from '@storefront/contract/buylist';
import { formatCents, type Cents } from '@storefront/contract/money';
import type { Transaction } from '../../db/client.ts';
import { variantsOf } from '../catalog/index.ts';
import { stockByCondition } from '../inventory/index.ts';
import { marketKey, marketPricesOf } from '../pricing/index.ts';
import { cardFacts, type CardFacts } from '../tcg/index.ts';
import { buyPrices, marketCents, wantedQuantity, type VariantPrice } from './buy-prices.ts';
import { matchBuyRule } from './buy-rule-match.ts';
import { buyRulesOf } from './buy-rules.service.ts';
import { overridesOf, pendingByCondition, ruleOf, type SettingsRow } from './buylist-rule.ts';

export interface PricedOffer extends BuyOffer {
  cashCents: Cents;
  creditCents: Cents;
  marketCents: Cents;
}

export interface CardOffers {
  facts: CardFacts;
  hotlist: boolean;
  offers: PricedOffer[];
}

/**
 * The store's buy offers for these cards: per finish the card has and per condition, the cash and credit
 * price from the first matching buy rule (or the store's default) and the card's override (as shares of the market price, `marketCents`), and how many more it wants (its maximum less stock and
 * open submissions). Cards the store does not buy have no offers.
 */
export async function offersFor(
  tx: Transaction,
  tenantId: string,
  productIds: number[],
  settings: SettingsRow,
): Promise<Map<number, CardOffers>> {
  const [facts, variants, markets, overrides, stock, pending, rules] = await Promise.all([
    cardFacts(tx, tenantId, productIds),
    variantsOf(tx, tenantId, productIds),
    marketPricesOf(tx, tenantId, productIds),
    overridesOf(tx, tenantId, productIds),
    stockByCondition(tx, tenantId, productIds),
    pendingByCondition(tx, tenantId, productIds),
    buyRulesOf(tx, tenantId),
  ]);
  const pricesOf = new Map<number, VariantPrice[]>();
  for (const v of variants) {
    const list = pricesOf.get(v.productId) ?? [];
    const attributes = v.attributes as { condition?: string; is_foil?: boolean };
    list.push({
      condition: attributes.condition,
      foil: attributes.is_foil === true,
      cents: v.price,
    });
    pricesOf.set(v.productId, list);
  }
  const storeRule = ruleOf(settings);
  const result = new Map<number, CardOffers>();
  for (const card of facts) {
    const override = overrides.get(card.productId);
    const finishes: BuyFinish[] = card.hasFoil ? ['nonfoil', 'foil'] : ['nonfoil'];
    const offers: PricedOffer[] = [];
    if (card.isActive && settings.isOpen) {
      for (const finish of finishes) {
        const market = marketCents(
          card.priceCents,
          pricesOf.get(card.productId) ?? [],
          finish,
          markets.get(marketKey(card.productId, finish)),
        );
        const rule = matchBuyRule(rules, card, finish, market, storeRule);
        for (const condition of BUY_CONDITIONS) {
          const prices = buyPrices(market, condition, rule, override);
          if (!prices) continue;
          const key = `${card.productId}:${condition}`;
          const max = override?.maxQuantity ?? settings.maxPerCard;
          offers.push({
            condition,
            finish,
            cash_price: formatCents(prices.cashCents),
            credit_price: formatCents(prices.creditCents),
            max_quantity: wantedQuantity(max, stock.get(key) ?? 0, pending.get(key) ?? 0),
            ...prices,
            marketCents: market,
          });
        }
      }
    }
    result.set(card.productId, { facts: card, hotlist: (override?.hotlistPercent ?? 0) > 0, offers });
  }
  return result;
}

/** The offer of one condition and finish of a card. */
export const offerOf = (card: CardOffers | undefined, condition: BuyCondition, finish: BuyFinish) =>
  card?.offers.find((o) => o.condition === condition && o.finish === finish);
