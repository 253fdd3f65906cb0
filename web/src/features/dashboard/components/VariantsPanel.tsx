import type { ManageProduct } from '@storefront/contract/dashboard-manage';
import { NewVariantForm } from './NewVariantForm';
import { VariantRow } from './VariantRow';

/** A product's variants (condition, finish, size…), each with its own SKU, price and stock, and a new one. */
export function VariantsPanel({ product }: { product: ManageProduct }) {
  return (
    <section
      aria-labelledby="variants-heading"
      className="space-y-4 rounded-xl border border-gray-200 bg-white p-5 shadow-sm"
    >
      <h2 id="variants-heading" className="text-lg font-semibold text-gray-900">
        Variants
      </h2>
      <p className="text-sm text-gray-600">
        Shoppers choose one on the product page; the cart and the order name it. The product&apos;s price is
        its cheapest variant&apos;s.
      </p>
      <ul className="space-y-3">
        {product.variants.map((v) => (
          <VariantRow key={v.id} productId={product.id} variant={v} removable={product.variants.length > 1} />
        ))}
      </ul>
      <NewVariantForm productId={product.id} />
    </section>
  );
}
