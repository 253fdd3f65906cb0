import { useQueryClient } from '@tanstack/react-query';
import { ShoppingCart } from 'lucide-react';
import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { HttpError } from '../../../lib/api';
import { rememberIntent } from '../../../lib/sign-in-intent';
import { addToCart, cartChanged, needsSignIn } from '../cart-queries';
import { createClickGuard } from '../cart-guards';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/toast-store';

export const OUT_OF_STOCK_MESSAGE = 'This product is out of stock';
export const ADD_FAILED_MESSAGE = 'Failed to add to cart. Please try again.';

/** Spec section 8: the card names the product; the product page also names the quantity. */
export function addedMessage(name: string, quantity?: number): string {
  return quantity === undefined ? `${name} added to cart!` : `${quantity} item(s) of ${name} added to cart!`;
}

export interface AddToCartButtonProps {
  productId: number;
  /** The variant chosen on the product page; without one the server fills the line from any offer. */
  variantId?: number | undefined;
  productName: string;
  /** Given on the product page (its stepper's value); the card adds 1 and names only the product. */
  quantity?: number;
  outOfStock?: boolean;
  className?: string;
  label?: string;
}

/**
 * Adds a product to the cart (spec sections 4 and 8): reads 'Adding...' while busy, ignores a second
 * click within 1 s or while adding, refuses out-of-stock products, sends signed-out shoppers to
 * /login (remembering the add, to complete after sign-in), and fires cartUpdated on success.
 */
export function AddToCartButton({
  productId,
  variantId,
  productName,
  quantity,
  outOfStock = false,
  className = '',
  label = 'Add to Cart',
}: AddToCartButtonProps) {
  const [adding, setAdding] = useState(false);
  const busy = useRef(false);
  const accept = useRef(createClickGuard());
  const client = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();

  async function onClick() {
    if (!accept.current(busy.current)) return;
    if (outOfStock) {
      toast.error(OUT_OF_STOCK_MESSAGE);
      return;
    }
    busy.current = true;
    setAdding(true);
    try {
      const cart = await addToCart({
        product_id: productId,
        quantity: quantity ?? 1,
        ...(variantId !== undefined && { variant_id: variantId }),
      });
      cartChanged(client, cart);
      toast.success(addedMessage(productName, quantity));
    } catch (error) {
      if (needsSignIn(error)) {
        // Completed by useCompleteCartIntent once they have signed in or registered.
        const returnTo = location.pathname + location.search;
        rememberIntent({ kind: 'cart', productId, variantId, quantity, name: productName, returnTo });
        void navigate(`/login?next=${encodeURIComponent(returnTo)}`);
      } else if (error instanceof HttpError && error.status === 409) {
        toast.error(error.message || OUT_OF_STOCK_MESSAGE);
      } else {
        toast.error(ADD_FAILED_MESSAGE);
      }
    } finally {
      busy.current = false;
      setAdding(false);
    }
  }

  return (
    <Button
      onClick={() => void onClick()}
      disabled={adding}
      aria-disabled={outOfStock || undefined}
      className={`${outOfStock ? 'opacity-60' : ''} ${className}`}
    >
      <ShoppingCart aria-hidden="true" className="h-4 w-4" />
      {adding ? 'Adding...' : outOfStock ? 'Out of Stock' : label}
      {/* The visible label stays first in the accessible name (WCAG 2.5.3); the product tells cards apart. */}
      <span className="sr-only">: {productName}</span>
    </Button>
  );
}
