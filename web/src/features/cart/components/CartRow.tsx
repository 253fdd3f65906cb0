import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ImageOff, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { CartItem } from '@storefront/contract/cart';
import { cartChanged, removeCartItem, updateCartItem } from '../cart-queries';
import { formatAmount } from '../../../lib/money';
import { QuantityStepper } from '../../../ui/QuantityStepper';
import { ProductImage } from '../../../ui/ProductImage';

/** One cart line: image, name, price, stepper, line total and remove. Failures are logged only (spec section 8). */
export function CartRow({ item }: { item: CartItem }) {
  const client = useQueryClient();
  const onError = (error: unknown) => console.error('Cart update failed', error);
  const update = useMutation({
    mutationFn: (quantity: number) => updateCartItem(item.id, quantity),
    onSuccess: (cart) => cartChanged(client, cart),
    onError,
  });
  const remove = useMutation({
    mutationFn: () => removeCartItem(item.id),
    onSuccess: (cart) => cartChanged(client, cart),
    onError,
  });
  const { product } = item;

  return (
    <li className="flex gap-4 py-5">
      <div className="flex h-16 w-16 shrink-0 items-center sm:h-24 sm:w-24 justify-center overflow-hidden rounded-lg bg-gray-100">
        {product.image ? (
          <ProductImage
            file={product.image.file}
            slug={product.slug}
            alt={product.image.alt_text || product.name}
            className="h-full w-full object-cover"
          />
        ) : (
          <ImageOff aria-hidden="true" className="h-8 w-8 text-gray-400" />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 className="font-semibold text-gray-900">
            <Link to={`/products/${product.slug}`} className="hover:text-primary">
              {product.name}
            </Link>
          </h2>
          {item.variant && <p className="text-sm text-gray-600">{item.variant.name}</p>}
          <p className="text-sm text-gray-600">SKU: {item.variant?.sku ?? product.sku}</p>
          <p className="mt-1 text-sm text-gray-900">{formatAmount(product.price)} each</p>
        </div>
        <div className="flex flex-wrap items-center gap-3 sm:gap-4">
          <QuantityStepper
            value={item.quantity}
            max={product.available_stock}
            onChange={(n) => update.mutate(n)}
            label={`Quantity of ${product.name}`}
            disabled={update.isPending || remove.isPending}
          />
          <p className="min-w-16 text-right font-semibold text-gray-900 sm:w-24">
            {formatAmount(item.line_total)}
          </p>
          <button
            type="button"
            onClick={() => remove.mutate()}
            disabled={remove.isPending}
            aria-label={`Remove ${product.name} from cart`}
            className="rounded-md p-2 text-gray-500 hover:bg-red-50 hover:text-red-700"
          >
            <Trash2 aria-hidden="true" className="h-5 w-5" />
          </button>
        </div>
      </div>
    </li>
  );
}
