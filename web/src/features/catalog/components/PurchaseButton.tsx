import { ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { api, HttpError } from '../../../lib/api';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/toast-store';

/**
 * The product page's add-to-cart until the cart's shared button (same props) replaces it:
 * posts {product_id, quantity} and reports the outcome with the spec's messages.
 */
export function PurchaseButton({
  productId,
  productName,
  quantity,
  outOfStock,
}: {
  productId: number;
  productName: string;
  quantity: number;
  outOfStock: boolean;
}) {
  const [adding, setAdding] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();

  async function add() {
    if (adding) return;
    if (outOfStock) return void toast.error('This product is out of stock');
    setAdding(true);
    try {
      await api('/api/ecommerce/cart/', { method: 'POST', body: { product_id: productId, quantity } });
      window.dispatchEvent(new Event('cartUpdated'));
      toast.success(`${quantity} item(s) of ${productName} added to cart!`);
    } catch (error) {
      if (error instanceof HttpError && (error.status === 401 || error.status === 403)) {
        void navigate(`/login?next=${encodeURIComponent(location.pathname)}`);
      } else toast.error('Failed to add to cart. Please try again.');
    } finally {
      setAdding(false);
    }
  }

  return (
    <Button onClick={() => void add()} disabled={adding || outOfStock} className="flex-1 py-2.5">
      <ShoppingCart aria-hidden="true" className="h-4 w-4" />
      {adding ? 'Adding...' : outOfStock ? 'Out of Stock' : 'Add to Cart'}
    </Button>
  );
}
