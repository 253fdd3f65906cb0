import type { TcgProduct } from '@storefront/contract/tcg';
import { ProductCard } from '../../catalog';
import { FoilBadge, LanguageBadge, ManaCostBadge, PowerToughnessBadge, RarityBadge } from './CardBadges';

/** Spec section 3: the set shown is metadata set_name, else attributes set; the game is attributes, else metadata. */
export const cardSet = (p: TcgProduct) => p.metadata.set_name || p.attributes.set;
export const cardGame = (p: TcgProduct) => p.attributes.game || p.metadata.game;

/** Spec section 2: the generic card with its quick actions, plus the TCG badges and lines. */
export function TcgProductCard({ product, eager = false }: { product: TcgProduct; eager?: boolean }) {
  const a = product.attributes;
  return (
    <ProductCard
      product={{ ...product, attributes: {} }}
      imageAspect="aspect-[5/7]"
      eager={eager}
      badges={
        <>
          <RarityBadge rarity={a.rarity} />
          {a.is_foil && <FoilBadge />}
          <LanguageBadge languages={product.languages} />
        </>
      }
    >
      <div className="flex flex-wrap gap-1" role="group" aria-label="Card badges">
        <ManaCostBadge cost={a.mana_cost} />
        <PowerToughnessBadge power={a.power} toughness={a.toughness} />
      </div>
      {a.card_type && (
        <p className="text-xs text-gray-700">
          <span className="sr-only">Card type: </span>
          {a.card_type}
        </p>
      )}
      <dl className="space-y-0.5 text-xs text-gray-700">
        <div>
          <dt className="inline">Set: </dt>
          <dd className="inline">{cardSet(product)}</dd>
        </div>
        <div>
          <dt className="inline">Game: </dt>
          <dd className="inline">{cardGame(product)}</dd>
        </div>
        {a.condition && (
          <div>
            <dt className="inline">Condition: </dt>
            <dd className="inline">{a.condition}</dd>
          </div>
        )}
      </dl>
    </ProductCard>
  );
}
