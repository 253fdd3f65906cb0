import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ProductListItem } from '@storefront/contract/catalog';
import { formatAmount, toCents } from '../../../lib/money';
import { CARD_IMAGE_SIZES } from '@storefront/contract/responsive-image';
import { AddToCartButton } from '../../cart';
import { WishlistHeart } from '../../account';
import { ProductImage } from '../../../ui/ProductImage';

/** What a card needs; any product row of the API (catalogue, TCG, cart, wishlist) has these fields. */
export type ProductCardProduct = Pick<ProductListItem, 'id' | 'slug' | 'name' | 'price' | 'sku'> &
  Partial<
    Pick<
      ProductListItem,
      | 'short_description'
      | 'compare_at_price'
      | 'image'
      | 'category'
      | 'supplier'
      | 'is_featured'
      | 'attributes'
      | 'stock_status'
      | 'release_date'
    >
  >;

/** Spec section 2: the card shows up to 2 of these attributes, in this order. */
export const CARD_ATTRIBUTES = ['brand', 'color', 'size', 'model', 'screen_size'] as const;

/** The first two of brand, color, size, model, screen_size that the product has, as label/value pairs. */
export function cardAttributes(attributes: Record<string, unknown> = {}): [string, string][] {
  const shown: [string, string][] = [];
  for (const key of CARD_ATTRIBUTES) {
    const value = attributes[key];
    // Only a plain value is shown; an empty one, or a list or object, is not an attribute a card can show.
    const plain = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
    if (!plain || value === '') continue;
    shown.push([key === 'screen_size' ? 'Screen size' : key[0]!.toUpperCase() + key.slice(1), String(value)]);
    if (shown.length === 2) break;
  }
  return shown;
}

export const isPreorder = (releaseDate: string | null | undefined, today = new Date()) =>
  Boolean(releaseDate && releaseDate > today.toISOString().slice(0, 10));

export interface ProductCardProps {
  product: ProductCardProduct;
  /** The add-to-cart control; by default the shared AddToCartButton. */
  actions?: ReactNode;
  /** The wishlist heart, drawn over the image's top right corner; by default the shared WishlistHeart. */
  wishlist?: ReactNode;
  /** Extra badges beside the stock and featured badges (e.g. a TCG rarity). */
  badges?: ReactNode;
  /** Extra lines under the price (e.g. a TCG card's set and condition). */
  children?: ReactNode;
  /** Images above the fold load eagerly; the rest lazily (default). */
  eager?: boolean;
  /** The image box's shape; products are square, trading cards 5:7. */
  imageAspect?: 'aspect-square' | 'aspect-[5/7]';
  /** Heading level of the product name, to fit the page's outline. */
  headingLevel?: 'h2' | 'h3';
}

function Badge({ className, children }: { className: string; children: ReactNode }) {
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${className}`}>{children}</span>;
}

/** The generic product card (spec section 2): badges, image, name, price, SKU, details, cart and heart. */
export function ProductCard({
  product,
  actions,
  wishlist,
  badges,
  children,
  eager = false,
  imageAspect = 'aspect-square',
  headingLevel: Heading = 'h3',
}: ProductCardProps) {
  const href = `/products/${product.slug}`;
  const out = product.stock_status === 'out_of_stock';
  const onSale =
    product.compare_at_price != null && toCents(product.compare_at_price) > toCents(product.price);
  const attributes = cardAttributes(product.attributes);

  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm transition hover:shadow-md">
      <div className={`relative ${imageAspect} bg-gray-100`}>
        <Link to={href} tabIndex={-1} aria-hidden="true" className="block h-full w-full">
          {product.image ? (
            <ProductImage
              file={product.image.file}
              slug={product.slug}
              sizes={CARD_IMAGE_SIZES}
              alt={product.image.alt_text || product.name}
              loading={eager ? 'eager' : 'lazy'}
              width={400}
              height={400}
              className="h-full w-full object-contain p-2 transition group-hover:scale-[1.02]"
            />
          ) : (
            <span className="flex h-full items-center justify-center text-sm text-gray-600">
              No Image Available
            </span>
          )}
        </Link>
        <div className="absolute top-2 left-2 flex flex-wrap gap-1">
          {out && <Badge className="bg-red-700 text-white">Out of Stock</Badge>}
          {product.stock_status === 'low_stock' && (
            <Badge className="bg-amber-400 text-gray-900">Low Stock</Badge>
          )}
          {product.is_featured && <Badge className="bg-primary text-white">Featured</Badge>}
          {isPreorder(product.release_date) && <Badge className="bg-sky-700 text-white">Preorder</Badge>}
          {badges}
        </div>
        <div className="absolute top-2 right-2">
          {wishlist ?? <WishlistHeart productId={product.id} productName={product.name} />}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        {product.category && <p className="text-xs font-medium text-gray-600">{product.category.name}</p>}
        <Heading className="line-clamp-2 font-semibold text-gray-900">
          <Link to={href} className="hover:text-primary hover:underline">
            {product.name}
          </Link>
        </Heading>
        <p className="flex items-baseline gap-2">
          <span className="text-lg font-bold text-gray-900">{formatAmount(product.price)}</span>
          {onSale && (
            <span className="text-sm text-gray-600 line-through">
              <span className="sr-only">Was </span>
              {formatAmount(product.compare_at_price)}
            </span>
          )}
        </p>
        <p className="text-xs text-gray-600">SKU: {product.sku}</p>
        {product.short_description && (
          <p className="line-clamp-2 text-sm text-gray-700">{product.short_description}</p>
        )}
        {attributes.length > 0 && (
          <dl className="flex flex-wrap gap-x-3 text-xs text-gray-700">
            {attributes.map(([label, value]) => (
              <div key={label} className="flex gap-1">
                <dt className="font-medium">{label}:</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        )}
        {product.supplier && <p className="text-xs text-gray-600">Sold by {product.supplier.username}</p>}
        {children}
        <div className="mt-auto pt-3">
          {actions ?? (
            <AddToCartButton
              productId={product.id}
              productName={product.name}
              outOfStock={out}
              className="w-full"
            />
          )}
        </div>
      </div>
    </article>
  );
}
