/**
 * What a signed-out shopper was doing when the server sent them to Sign In (an add to cart or a heart),
 * kept in this tab only (sessionStorage) so it can be completed once they have signed in or registered.
 */
export type SignInIntent =
  | {
      kind: 'cart';
      productId: number;
      variantId?: number | undefined;
      /** As the button was given it: the product page's stepper, or none on a card (adds 1). */
      quantity?: number | undefined;
      name: string;
      returnTo: string;
    }
  | { kind: 'wishlist'; productId: number; name: string; returnTo: string }
  | {
      kind: 'mass-entry';
      /** The pasted list and its options as sent (the page adds them once signed in). */
      list: string;
      options: Record<string, string>;
      returnTo: string;
    };

const KEY = 'storefront-sign-in-intent';
/** An intent older than this is dropped: a sign-in much later is not the one it asked for. */
export const INTENT_LIFETIME_MS = 30 * 60_000;

interface Stored {
  intent: SignInIntent;
  at: number;
}

/** A path of this site (`/x`, not `//host` or `/\host`), else null: never a way off the origin. */
export function sameOriginPath(path: unknown): string | null {
  if (typeof path !== 'string' || !path.startsWith('/') || /^\/[/\\]/.test(path)) return null;
  return path;
}

const storage = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

/** Remembers the intent; one at a time (the latest press wins). Refuses a return path off this site. */
export function rememberIntent(intent: SignInIntent, now = Date.now()): boolean {
  if (!sameOriginPath(intent.returnTo)) return false;
  storage()?.setItem(KEY, JSON.stringify({ intent, at: now } satisfies Stored));
  return true;
}

function read(now: number): SignInIntent | null {
  const raw = storage()?.getItem(KEY);
  if (!raw) return null;
  try {
    const { intent, at } = JSON.parse(raw) as Stored;
    const fresh = typeof at === 'number' && now - at >= 0 && now - at < INTENT_LIFETIME_MS;
    const valid =
      (intent.kind === 'mass-entry'
        ? typeof intent.list === 'string' && typeof intent.options === 'object' && intent.options !== null
        : (intent.kind === 'cart' || intent.kind === 'wishlist') &&
          Number.isInteger(intent.productId) &&
          typeof intent.name === 'string') && sameOriginPath(intent.returnTo) !== null;
    return fresh && valid ? intent : null;
  } catch {
    return null;
  }
}

/** The pending intent, if any and still fresh (for the Sign In page's reason). */
export function pendingIntent(now = Date.now()): SignInIntent | null {
  return read(now);
}

/** Takes the pending intent of this kind out of storage, so it is completed once only. */
export function takeIntent<K extends SignInIntent['kind']>(
  kind: K,
  now = Date.now(),
): Extract<SignInIntent, { kind: K }> | null {
  const intent = read(now);
  if (!intent) {
    storage()?.removeItem(KEY);
    return null;
  }
  if (intent.kind !== kind) return null;
  storage()?.removeItem(KEY);
  return intent as Extract<SignInIntent, { kind: K }>;
}

/** Forgets any pending intent (e.g. the shopper signed out). */
export function forgetIntent(): void {
  storage()?.removeItem(KEY);
}

/** Why the shopper is on Sign In (or Sign Up, with its own first words), said on that page. */
export function intentReason(intent: SignInIntent, action = 'Sign in'): string {
  if (intent.kind === 'mass-entry') return `${action} to add the cards of your list to your cart`;
  return intent.kind === 'cart'
    ? `${action} to add ${intent.name} to your cart`
    : `${action} to save ${intent.name} to your wishlist`;
}
