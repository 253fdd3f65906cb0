import { MASS_ENTRY_MAX_BYTES, MASS_ENTRY_MAX_LINES } from '@storefront/contract/cart-mass-entry';
import { MAX_LINE_QUANTITY } from '@storefront/contract/cart';
import { BadRequest } from '../../platform/errors.ts';
import { deckListLine, isSideboardMarked, sectionOf } from '../tcg/index.ts';

/** One line of a pasted list that holds a card, or says why it is not read. */
export interface ListLine {
  line: number;
  text: string;
  section: string | null;
  /** Card lines: what the line asks for. */
  card: { name: string; set: string; number: string; foil: boolean; quantity: number } | null;
  reason: string | null;
}

/** The line separator of TCGplayer's mass entry links (`c=4 Lightning Bolt||2 Counterspell`) or a newline. */
const SEPARATOR = /\r\n|\r|\n|\|\|/;

/**
 * Reads a pasted list (Arena, MTGO, Moxfield, `4x Name`, `4 Name`, sections, comments) with the inventory
 * importer's deck-list reader: its card lines and the lines it cannot read, each with its number and section.
 * Refuses, with a readable 400, a list past the limits or one without a single card line.
 */
export function readList(list: string): ListLine[] {
  if (Buffer.byteLength(list, 'utf8') > MASS_ENTRY_MAX_BYTES)
    throw new BadRequest('This list is too long', {
      list: `A list is at most ${MASS_ENTRY_MAX_BYTES / 1024} KB`,
    });
  const texts = list.split(SEPARATOR);
  const filled = texts.filter((t) => t.trim()).length;
  if (filled > MASS_ENTRY_MAX_LINES)
    throw new BadRequest('This list is too long', {
      list: `A list has at most ${MASS_ENTRY_MAX_LINES} lines; this one has ${filled}`,
    });
  const lines: ListLine[] = [];
  let section: string | null = null;
  texts.forEach((raw, i) => {
    const text = raw.trim();
    if (!text) return;
    const opens = sectionOf(text);
    if (opens) {
      section = opens;
      return;
    }
    const read = deckListLine(text);
    if (read === null) return;
    const base = { line: i + 1, text, section: isSideboardMarked(text) ? 'Sideboard' : section };
    if (typeof read === 'string') {
      lines.push({
        ...base,
        card: null,
        reason: 'Not a card line: write it as "4 Lightning Bolt (M11) 149"',
      });
    } else if (read.quantity < 1 || read.quantity > MAX_LINE_QUANTITY) {
      lines.push({ ...base, card: null, reason: `The quantity must be from 1 to ${MAX_LINE_QUANTITY}` });
    } else if (!read.name) {
      lines.push({ ...base, card: null, reason: 'The line names no card' });
    } else {
      const card = {
        name: read.name,
        set: read.setCode,
        number: read.collectorNumber,
        foil: read.foil,
        quantity: read.quantity,
      };
      lines.push({ ...base, card, reason: null });
    }
  });
  if (!lines.some((l) => l.card))
    throw new BadRequest('No card line in this list', {
      list: 'Paste one card a line, like "4 Lightning Bolt (M11) 149"',
    });
  return lines;
}
