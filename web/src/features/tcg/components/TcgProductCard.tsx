import { Link } from 'react-router';
import type { TcgProduct } from '@storefront/contract/tcg';
import { formatPrice } from '../../../lib/money';
import { FoilBadge, ManaCostBadge, PowerToughnessBadge, RarityBadge } from './CardBadges';

/** Spec section 3: the set shown is metadata set_name, else attributes set; the game is attributes, else metadata. */
export const cardSet = (p: TcgProduct) => p.metadata.set_name || p.attributes.set;
export const cardGame = (p: TcgProduct) => p.attributes.game || p.metadata.game;

function StockBadge({ status }: { status: TcgProduct['stock_status'] }) {
  if (status === 'in_stock') return null;
  const out = status === 'out_of_stock';
  return (
    <span
      className={`absolute left-2 top-2 rounded-full px-2 py-0.5 text-xs font-semibold ${out ? 'bg-red-700 text-white' : 'bg-amber-300 text-amber-950'}`}
    >
      {out ? 'Out of Stock' : 'Low Stock'}
    </span>
  );
}

/** A TCG product: image, name, price and the card's badges and lines. */
export function TcgProductCard({ product }: { product: TcgProduct }) {
  const a = product.attributes;
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm transition hover:shadow-md">
      <Link
        to={`/products/${product.slug}`}
        className="relative block bg-gray-100"
        tabIndex={-1}
        aria-hidden="true"
      >
        {product.image ? (
          <img
            src={product.image.file}
            alt={product.image.alt_text}
            loading="lazy"
            className="aspect-[5/7] w-full object-contain p-2"
          />
        ) : (
          <div className="flex aspect-[5/7] items-center justify-center text-sm text-gray-500">
            No Image Available
          </div>
        )}
        <StockBadge status={product.stock_status} />
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <h3 className="text-sm font-semibold text-gray-900">
          <Link to={`/products/${product.slug}`} className="hover:underline">
            {product.name}
          </Link>
        </h3>
        <div className="flex flex-wrap gap-1" aria-label="Card badges">
          <RarityBadge rarity={a.rarity} />
          {a.is_foil && <FoilBadge />}
          <ManaCostBadge cost={a.mana_cost} />
          <PowerToughnessBadge power={a.power} toughness={a.toughness} />
        </div>
        {a.card_type && (
          <p className="text-xs text-gray-700" title="Card type">
            {a.card_type}
          </p>
        )}
        <dl className="space-y-0.5 text-xs text-gray-600">
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
        <p className="mt-auto text-lg font-bold text-gray-900">{formatPrice(product.price)}</p>
      </div>
    </article>
  );
}
