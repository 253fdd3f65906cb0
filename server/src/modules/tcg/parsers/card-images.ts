import { remoteImageUrl } from '../../../platform/remote-images.ts';
import { isObject } from './card-record.ts';

export { remoteImageUrl };

const SCRYFALL_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A Scryfall card's `normal` picture (488 × 680), or its front face's for double-faced cards. */
export function scryfallImage(card: Record<string, unknown>): string | null {
  const front = Array.isArray(card.card_faces) ? card.card_faces.find(isObject) : undefined;
  const uris = isObject(card.image_uris)
    ? card.image_uris
    : isObject(front?.image_uris)
      ? front.image_uris
      : {};
  return remoteImageUrl(uris.normal);
}

/** The front picture Scryfall serves for a card id (MTGJSON's `identifiers.scryfallId`). */
export function scryfallImageById(id: unknown): string | null {
  if (typeof id !== 'string' || !SCRYFALL_ID.test(id)) return null;
  return `https://cards.scryfall.io/normal/front/${id[0]}/${id[1]}/${id}.jpg`;
}
