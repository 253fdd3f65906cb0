/** Spec section 9: a second add-to-cart click within 1 s is ignored. */
export const ADD_TO_CART_DEBOUNCE_MS = 1_000;
/** Spec section 9: the cart icon skips a refetch within 500 ms of the last one. */
export const CART_REFETCH_GUARD_MS = 500;

/**
 * Spec section 4: a click is ignored while an add is in progress or within 1 s of the last accepted
 * click. Answers a function that says, per click, whether to go ahead.
 */
export function createClickGuard(windowMs = ADD_TO_CART_DEBOUNCE_MS, now: () => number = Date.now) {
  let lastAccepted = -Infinity;
  return (busy: boolean): boolean => {
    const t = now();
    if (busy || t - lastAccepted < windowMs) return false;
    lastAccepted = t;
    return true;
  };
}

/** Spec section 4: refetch on cartUpdated unless one is in flight or the last fetch is under 500 ms old. */
export function shouldRefetchCart(lastFetchedAt: number, inFlight: boolean, now = Date.now()): boolean {
  return !inFlight && now - lastFetchedAt >= CART_REFETCH_GUARD_MS;
}
