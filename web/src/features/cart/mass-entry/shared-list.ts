/**
 * The `?c=` of a mass entry link, as TCGplayer's mass entry reads it (`/massentry?c=4 Lightning Bolt||2 Shock`):
 * the list's lines joined by `||`, percent-encoded like any query value. Deck sites already build these links,
 * so pointing one at this store is a change of host (docs/mass-entry.md).
 */
export function listFromShared(c: string | null): string {
  return (c ?? '').split('||').join('\n');
}

/** The `c` value of a list: its non-blank lines joined by `||` (URLSearchParams percent-encodes it). */
export function sharedFromList(list: string): string {
  return list
    .split(/\r\n|\r|\n/)
    .map((l) => l.trim())
    .filter(Boolean)
    .join('||');
}

/** A link to this page that fills the box with `list`. */
export function sharedLink(origin: string, list: string): string {
  return `${origin}/tcg/mass-entry?${new URLSearchParams({ c: sharedFromList(list) }).toString()}`;
}
