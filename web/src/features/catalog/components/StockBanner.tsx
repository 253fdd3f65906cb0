import { AlertTriangle, XCircle } from 'lucide-react';
import type { Product } from '@storefront/contract/catalog';
import { StatusBanner } from '../../../ui/StatusBanner';

/** Spec section 2: a banner when the product is out of stock, or low (1 to 10 left). */
export function StockBanner({ product }: { product: Pick<Product, 'stock_status' | 'available_stock'> }) {
  if (product.stock_status === 'out_of_stock')
    return (
      <StatusBanner tone="red" icon={<XCircle aria-hidden="true" className="h-5 w-5 shrink-0" />}>
        <span>
          <strong>Out of Stock</strong> — this product is currently unavailable.
        </span>
      </StatusBanner>
    );
  if (product.stock_status === 'low_stock')
    return (
      <StatusBanner tone="amber" icon={<AlertTriangle aria-hidden="true" className="h-5 w-5 shrink-0" />}>
        <span>
          <strong>Low Stock</strong> — only {product.available_stock} left. Order soon!
        </span>
      </StatusBanner>
    );
  return null;
}
