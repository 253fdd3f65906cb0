import { allOf, isAlnum, isSpace, lastWord, leadingDigits, trimSpaceEnd } from '../parsers/text-scan.ts';
import type { Mapped } from './csv-formats.ts';

const SECTIONS = new Set([
  'about',
  'commander',
  'commanders',
  'companion',
  'deck',
  'sideboard',
  'maybeboard',
  'main',
  'mainboard',
]);
const EXAMPLE = `not a deck list line ("4 Lightning Bolt (M11) 149")`;

/**
 * A section line: a section's name in any case, with or without a colon and a count after it
 * (`Commander`, `Commander:`, `SIDEBOARD: 15`, `Deck (60)`, `Sideboard 15`).
 */
export function isSectionLine(line: string): boolean {
  return sectionOf(line) !== null;
}

/** The section a section line opens, as its name is written (`Sideboard` for `SIDEBOARD: 15`), else null. */
export function sectionOf(line: string): string | null {
  let end = 0;
  while (end < line.length && /[a-z]/i.test(line[end]!)) end++;
  const word = line.slice(0, end).toLowerCase();
  if (!SECTIONS.has(word)) return null;
  let rest = line.slice(end).trim();
  if (rest.startsWith(':')) rest = rest.slice(1).trim();
  if (rest.startsWith('(') && rest.endsWith(')')) rest = rest.slice(1, -1).trim();
  if (rest !== '' && leadingDigits(rest, 5) !== rest) return null;
  return word[0]!.toUpperCase() + word.slice(1);
}

/** MTGO's sideboard mark in front of a card line (`SB: 2 Negate`). */
const SIDEBOARD_MARK = /^SB:\s*/i;
/** Whether the line is a card line MTGO marked as sideboard. */
export const isSideboardMarked = (line: string): boolean => SIDEBOARD_MARK.test(line.trim());

/** A comment or a line that names the deck, not a card: `// Creatures`, `# Lands`, `Name …` under About. */
export const isCommentLine = (line: string): boolean =>
  line.startsWith('//') || line.startsWith('#') || /^name\s/i.test(line);

const isNumberChar = (ch: string) => isAlnum(ch) || ch === '★' || ch === '-';

/** `(M11)` (Arena, Moxfield) or `[M11]` (TCGplayer, Deckstats) → m11, else null. */
function setCodeOf(word: string): string | null {
  const bracketed =
    (word.startsWith('(') && word.endsWith(')')) || (word.startsWith('[') && word.endsWith(']'));
  if (word.length < 4 || word.length > 10 || !bracketed) return null;
  const code = word.slice(1, -1);
  return allOf(code, isAlnum) ? code.toLowerCase() : null;
}

/**
 * The card part after the count (`Lightning Bolt (M11) 149 *F*`) read from its end, word by word: the foil
 * mark, the collector number after a set code, the set code; what is left is the name.
 */
function cardOf(rest: string) {
  let text = rest;
  let foil = false;
  const last = lastWord(text);
  if (last.word === '*F*' && last.before) {
    foil = true;
    text = last.before;
  }
  let set = '';
  let number = '';
  const tail = lastWord(text);
  const code = tail.before ? setCodeOf(tail.word) : null;
  if (code !== null) {
    set = code;
    text = tail.before!;
  } else if (tail.before && allOf(tail.word, isNumberChar)) {
    const beforeNumber = lastWord(tail.before);
    const codeBefore = beforeNumber.before ? setCodeOf(beforeNumber.word) : null;
    if (codeBefore !== null) {
      set = codeBefore;
      number = tail.word;
      text = beforeNumber.before!;
    }
  }
  return { name: text, set, number, foil };
}

/**
 * One line of a plain deck list (`4 Lightning Bolt (M11) 149`, `4x Lightning Bolt [M11]`, Arena, MTGO and
 * Moxfield style, MTGO's `SB: ` mark): a card, or null for lines that hold no card (blank lines, section lines,
 * the `Name …` line under `About`, `//` and `#` comments), or why it is skipped. Read by hand, in time linear
 * in the line's length, whatever the line holds.
 */
export function deckListLine(text: string): Mapped | null {
  const line = text.trim().replace(SIDEBOARD_MARK, '');
  if (!line || isSectionLine(line) || isCommentLine(line)) return null;
  const count = leadingDigits(line, 5);
  if (!count) return EXAMPLE;
  let at = count.length;
  if (line[at] === 'x' || line[at] === 'X') at++;
  if (!isSpace(line[at])) return EXAMPLE;
  const rest = line.slice(at).trim();
  if (!rest) return EXAMPLE;
  const card = cardOf(rest);
  return {
    name: trimSpaceEnd(card.name),
    setCode: card.set,
    setName: '',
    collectorNumber: card.number,
    scryfallId: '',
    quantity: Number(count),
    condition: 'NM',
    foil: card.foil,
    language: 'en',
    cents: null,
  };
}
