import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { Product } from '@storefront/contract/catalog';
import { HttpError } from '../../../lib/api';
import { useBreadcrumbLabel } from '../../../lib/breadcrumb-labels';
import { formatAmount, toCents } from '../../../lib/money';
import { PAGE_IMAGE_SIZES } from '@storefront/contract/responsive-image';
import { SelectField } from '../../../ui/FormField';
import { PageContainer } from '../../../ui/PageContainer';
import { PageHeading } from '../../../ui/PageHeading';
import { isPreorder } from '../components/ProductCard';
import { productQuery } from '../catalog-queries';
import { AddToCartButton, InCartBanner } from '../../cart';
import { WishlistHeart } from '../../account';
import { clampQuantity, QuantityStepper } from '../../../ui/QuantityStepper';
import { SellerList } from '../components/SellerList';
import { PriceHistoryPanel } from '../../pricing';
import { StockBanner } from '../components/StockBanner';
import { useMetaDescription } from '../use-document-meta';
import { choiceLabel, defaultVariant, offersChoice, variantLabel } from '../variant-choice';
import { ProductImage } from '../../../ui/ProductImage';
import { specificationRows } from '../specifications';

const STOCK_LABEL = { low_stock: 'Low Stock' } as const;

function Facts({ product }: { product: Product }) {
  const rows: [string, ReactNode][] = [
    ['Product type', product.product_type?.name ?? '—'],
    ['SKU', product.sku],
    [
      'Category',
      product.category ? (
        <Link to={`/categories/${product.category.slug}`} className="text-primary hover:underline">
          {product.category.name}
        </Link>
      ) : (
        '—'
      ),
    ],
    ...(product.is_marketplace_product && product.supplier
      ? ([['Supplier', product.supplier.username]] as [string, string][])
      : []),
    [
      'Stock status',
      product.stock_status === 'low_stock'
        ? `${STOCK_LABEL.low_stock} — ${product.stock_display}`
        : product.stock_display,
    ],
    ...(product.release_date && isPreorder(product.release_date)
      ? ([['Release date', product.release_date]] as [string, string][])
      : []),
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-gray-600">{term}</dt>
          <dd className="text-gray-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ProductView({ product }: { product: Product }) {
  const [quantity, setQuantity] = useState(1);
  const choosing = offersChoice(product.variants);
  const [variantId, setVariantId] = useState(choosing ? defaultVariant(product.variants)?.id : undefined);
  const variant = product.variants.find((v) => v.id === variantId);
  const price = variant?.price ?? product.price;
  const stock = variant ? variant.stock : product.available_stock;
  const out = variant ? variant.stock === 0 : product.stock_status === 'out_of_stock';
  const specs = specificationRows(product.attributes, choosing);
  useMetaDescription(product.meta_description);

  function choose(id: number) {
    setVariantId(id);
    setQuantity((q) => clampQuantity(q, product.variants.find((v) => v.id === id)?.stock ?? 1));
  }

  return (
    <PageContainer>
      <StockBanner product={product} />
      <InCartBanner productId={product.id} />
      <div className="grid gap-8 md:grid-cols-2">
        <div className="aspect-square overflow-hidden rounded-xl border border-gray-200 bg-white">
          {product.image ? (
            <ProductImage
              file={product.image.file}
              slug={product.slug}
              sizes={PAGE_IMAGE_SIZES}
              loading="eager"
              alt={product.image.alt_text || product.name}
              width={600}
              height={600}
              fetchPriority="high"
              className="h-full w-full object-contain p-4"
            />
          ) : (
            <span className="flex h-full items-center justify-center text-gray-600">No Image Available</span>
          )}
        </div>
        <div className="space-y-5">
          <PageHeading title={product.meta_title || product.name} subtitle={product.short_description}>
            {product.name}
          </PageHeading>
          <p className="flex items-baseline gap-3">
            <span className="text-3xl font-bold text-gray-900">{formatAmount(price)}</span>
            {!variant &&
              product.compare_at_price &&
              toCents(product.compare_at_price) > toCents(product.price) && (
                <span className="text-lg text-gray-600 line-through">
                  <span className="sr-only">Was </span>
                  {formatAmount(product.compare_at_price)}
                </span>
              )}
          </p>
          {choosing && (
            <SelectField
              label={choiceLabel(product.attributes)}
              value={String(variantId ?? '')}
              onChange={(e) => choose(Number(e.target.value))}
              options={product.variants.map((v) => ({ value: String(v.id), label: variantLabel(v) }))}
            />
          )}
          <div className="flex flex-wrap items-center gap-3">
            <QuantityStepper value={quantity} max={stock} onChange={setQuantity} disabled={out} editable />
            <AddToCartButton
              productId={product.id}
              variantId={variant?.id}
              productName={product.name}
              quantity={quantity}
              outOfStock={out}
              className="flex-1 py-2.5"
            />
            <WishlistHeart productId={product.id} productName={product.name} />
          </div>
          <Facts product={product} />
        </div>
      </div>

      <div className="mt-12 grid gap-10 lg:grid-cols-3">
        <section className="lg:col-span-2" aria-labelledby="description">
          <h2 id="description" className="mb-3 text-xl font-semibold">
            Description
          </h2>
          <p className="whitespace-pre-line text-gray-800">
            {product.description || product.short_description}
          </p>
          <h2 className="mt-8 mb-3 text-xl font-semibold">Specifications</h2>
          {specs.length > 0 ? (
            <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-lg border border-gray-200 bg-white p-4 text-sm">
              {specs.map(([name, value]) => (
                <div key={name} className="contents">
                  <dt className="font-medium text-gray-700">{name}</dt>
                  <dd className="text-gray-900">{value}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="text-sm text-gray-600">No specifications listed.</p>
          )}
          <div className="mt-8">
            <PriceHistoryPanel productId={product.id} hideEmpty />
          </div>
        </section>
        <section aria-labelledby="sellers">
          <h2 id="sellers" className="mb-3 text-xl font-semibold">
            Stock and Sellers
          </h2>
          <p className="mb-3 text-sm text-gray-700">
            {product.available_stock} available of {product.total_stock} in stock
          </p>
          <SellerList stocks={product.stocks} />
        </section>
      </div>

      <section className="mt-12" aria-labelledby="related">
        <h2 id="related" className="mb-3 text-xl font-semibold">
          Related Products
        </h2>
        <p className="text-sm text-gray-600">No related products yet.</p>
      </section>
    </PageContainer>
  );
}

/** Spec section 2 product detail, with the section 8 loading and error texts. */
export default function ProductDetailPage() {
  const { slug = '' } = useParams();
  const { data, error, isPending } = useQuery(productQuery(slug));
  useBreadcrumbLabel(`/products/${slug}`, data?.name);

  if (isPending)
    return (
      <PageContainer>
        <p role="status" className="text-gray-600">
          Loading product...
        </p>
      </PageContainer>
    );
  if (error instanceof HttpError && error.status === 404) {
    return (
      <PageContainer>
        <PageHeading>Product not found</PageHeading>
        <Link to="/products" className="text-primary hover:underline">
          Browse all products
        </Link>
      </PageContainer>
    );
  }
  if (error)
    return (
      <PageContainer>
        <p role="alert" className="text-red-700">
          Error: {error.message}
        </p>
      </PageContainer>
    );
  return <ProductView key={data.id} product={data} />;
}
