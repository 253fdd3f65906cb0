import { AlertTriangle, XCircle } from 'lucide-react';
import type { Product } from '@storefront/contract/catalog';

/** Spec section 2: a banner when the product is out of stock, or low (1 to 10 left). */
export function StockBanner({ product }: { product: Pick<Product, 'stock_status' | 'available_stock'> }) {
  if (product.stock_status === 'out_of_stock') {
    return (
      <div
        role="status"
        className="mb-4 flex items-center gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900"
      >
        <XCircle aria-hidden="true" className="h-5 w-5 shrink-0" />
        <span>
          <strong>Out of Stock</strong> — this product is currently unavailable.
        </span>
      </div>
    );
  }
  if (product.stock_status === 'low_stock') {
    return (
      <div
        role="status"
        className="mb-4 flex items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
      >
        <AlertTriangle aria-hidden="true" className="h-5 w-5 shrink-0" />
        <span>
          <strong>Low Stock</strong> — only {product.available_stock} left. Order soon!
        </span>
      </div>
    );
  }
  return null;
}
