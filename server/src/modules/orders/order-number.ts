import { randomInt } from 'node:crypto';

// No 0/O or 1/I, so a number read out over the phone is not misheard.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A human-readable order number like `ORD-260715-K7PX3Q`: the date and 6 random characters. */
export function newOrderNumber(now = new Date()): string {
  const date = now.toISOString().slice(2, 10).replaceAll('-', '');
  const tail = Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `ORD-${date}-${tail}`;
}
