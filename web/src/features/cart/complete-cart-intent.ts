import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { HttpError } from '../../lib/api';
import { takeIntent } from '../../lib/sign-in-intent';
import { toast } from '../../ui/toast-store';
import { useCurrentUser } from '../auth';
import { addToCart, cartChanged } from './cart-queries';
import { ADD_FAILED_MESSAGE, addedMessage, OUT_OF_STOCK_MESSAGE } from './components/AddToCartButton';

/** Once signed in, completes the add to cart that sent the shopper to Sign In (issue 25, item 4). */
export function useCompleteCartIntent(): void {
  const { isAuthenticated } = useCurrentUser();
  const client = useQueryClient();
  useEffect(() => {
    if (!isAuthenticated) return;
    const intent = takeIntent('cart');
    if (!intent) return;
    addToCart({
      product_id: intent.productId,
      quantity: intent.quantity ?? 1,
      ...(intent.variantId !== undefined && { variant_id: intent.variantId }),
    })
      .then((cart) => {
        cartChanged(client, cart);
        toast.success(addedMessage(intent.name, intent.quantity));
      })
      .catch((error: unknown) =>
        toast.error(
          error instanceof HttpError && error.status === 409
            ? error.message || OUT_OF_STOCK_MESSAGE
            : ADD_FAILED_MESSAGE,
        ),
      );
  }, [isAuthenticated, client]);
}
