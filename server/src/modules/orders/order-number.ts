import { randomBytes } from 'node:crypto';

// No 0/O or 1/I, so a number read out over the phone is not misheard. 32 characters: a random byte's low
// five bits pick one without bias, so the tail takes one call for 6 bytes instead of one per character.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A human-readable order number like `ORD-260715-K7PX3Q`: the date and 6 random characters. */
export function newOrderNumber(now = new Date()): string {
  const date = now.toISOString().slice(2, 10).replaceAll('-', '');
  let tail = '';
  for (const byte of randomBytes(6)) tail += ALPHABET[byte & 31];
  return `ORD-${date}-${tail}`;
}
