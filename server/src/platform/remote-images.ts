/**
 * The hosts whose pictures a store may show without copying them: the card pictures that Scryfall,
 * MTGJSON (through Scryfall ids) and pokemontcg.io data link to. The importers keep only links to these
 * hosts, and the CSP's img-src allows exactly these, so an imported file cannot make shoppers' browsers
 * call anywhere else.
 */
export const REMOTE_IMAGE_HOSTS = [
  'cards.scryfall.io',
  'img.scryfall.com',
  'c1.scryfall.com',
  'images.pokemontcg.io',
] as const;

const MAX_URL_LENGTH = 500;

/** The link as given when it is an https URL on one of those hosts, else null. */
export function remoteImageUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_URL_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  return (REMOTE_IMAGE_HOSTS as readonly string[]).includes(url.hostname) ? url.href : null;
}
