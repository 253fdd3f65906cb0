import { createHash, randomInt } from 'node:crypto';

/** Letters and digits a person cannot misread (no 0/O, 1/I/L): 31 symbols, 16 of them about 79 bits. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 16;

/** A new random code, as printed: four groups of four (`ABCD-EFGH-JKMN-PQRS`). */
export function newGiftCardCode(): string {
  const chars = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return chars.match(/.{4}/g)!.join('-');
}

/** A code as stored and compared: without dashes or spaces, upper case. */
export const normalCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

/**
 * What the database holds of a code: its SHA-256. A lookup compares hashes by index equality, so how long it
 * takes says nothing about how much of a guessed code was right; a random 79-bit code needs no salt.
 */
export const codeHash = (code: string) => createHash('sha256').update(normalCode(code)).digest('hex');

/** The last four characters, which name a card on receipts and in the dashboard. */
export const codeLast4 = (code: string) => normalCode(code).slice(-4);
