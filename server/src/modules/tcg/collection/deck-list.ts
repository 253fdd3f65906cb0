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
  let end = 0;
  while (end < line.length && /[a-z]/i.test(line[end]!)) end++;
  if (!SECTIONS.has(line.slice(0, end).toLowerCase())) return false;
  let rest = line.slice(end).trim();
  if (rest.startsWith(':')) rest = rest.slice(1).trim();
  if (rest.startsWith('(') && rest.endsWith(')')) rest = rest.slice(1, -1).trim();
  return rest === '' || leadingDigits(rest, 5) === rest;
}

const isNumberChar = (ch: string) => isAlnum(ch) || ch === '★' || ch === '-';

/** `(M11)` → m11, else null. */
function setCodeOf(word: string): string | null {
  if (word.length < 4 || word.length > 10 || !word.startsWith('(') || !word.endsWith(')')) return null;
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
 * One line of a plain deck list (`4 Lightning Bolt (M11) 149`, Arena and MTGO style): a card, or null for
 * lines that hold no card (blank lines, section lines, the `Name …` line under `About`, `//` comments), or
 * why it is skipped. Read by hand, in time linear in the line's length, whatever the line holds.
 */
export function deckListLine(text: string): Mapped | null {
  const line = text.trim();
  if (!line || isSectionLine(line) || /^name\s/i.test(line) || line.startsWith('//')) return null;
  const count = leadingDigits(line, 5);
  if (!count) return EXAMPLE;
  let at = count.length;
  if (line[at] === 'x') at++;
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
