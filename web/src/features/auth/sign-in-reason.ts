import { useState } from 'react';
import { forgetIntent, intentReason, pendingIntent } from '../../lib/sign-in-intent';

/**
 * Why the shopper is on Sign In or Sign Up: the add to cart or heart that sent them here. An intent
 * for another page is stale (they came by the header's link instead), so it is dropped, not completed later.
 */
export function useSignInReason(returnTo: string, action?: string): string | null {
  const [reason] = useState(() => {
    const intent = pendingIntent();
    if (!intent) return null;
    if (intent.returnTo !== returnTo) {
      forgetIntent();
      return null;
    }
    return intentReason(intent, action);
  });
  return reason;
}
