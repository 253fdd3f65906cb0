// Scanners for uploaded text that run in time linear in its length. A regular expression with a repeated
// group before a failing tail (`\s+\(`, `.+?(…)?$`) retries from every position of a long run and takes
// seconds on one hostile line (decision 038), so the import parsers cut text with these instead.

const SPACE = /\s/;

/** Whether the one character `ch` is white space as `\s` reads it. */
export const isSpace = (ch: string | undefined): boolean => ch !== undefined && SPACE.test(ch);

/** Where the run of white space that ends just before `end` starts (`end` when there is none). */
export function spaceRunStart(text: string, end: number): number {
  let i = end;
  while (i > 0 && isSpace(text[i - 1])) i--;
  return i;
}

/** `text` without white space at its end. */
export const trimSpaceEnd = (text: string): string => text.slice(0, spaceRunStart(text, text.length));

/**
 * The last white-space-separated word of `text` (already trimmed) and what comes before it, trimmed;
 * `before` is null when `text` is one word.
 */
export function lastWord(text: string): { before: string | null; word: string } {
  let i = text.length;
  while (i > 0 && !isSpace(text[i - 1])) i--;
  if (i === 0) return { before: null, word: text };
  return { before: text.slice(0, spaceRunStart(text, i)), word: text.slice(i) };
}

/** Whether every character of `text` is one `allowed` accepts (and there is at least one). */
export function allOf(text: string, allowed: (ch: string) => boolean): boolean {
  if (!text) return false;
  for (const ch of text) if (!allowed(ch)) return false;
  return true;
}

/** ASCII letters and digits. */
export const isAlnum = (ch: string): boolean =>
  (ch >= '0' && ch <= '9') || (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z');

/** The leading digits of `text` (at most `max` of them, else none). */
export function leadingDigits(text: string, max: number): string {
  let i = 0;
  while (i < text.length && text[i]! >= '0' && text[i]! <= '9') i++;
  return i <= max ? text.slice(0, i) : '';
}

/** `text` without a trailing ` (…)` (white space, then one bracketed part that ends the text). */
export function withoutBracketEnd(text: string): string {
  if (!text.endsWith(')')) return text;
  const closed = text.lastIndexOf(')', text.length - 2);
  for (let i = closed + 1; i < text.length - 1; i++)
    if (text[i] === '(' && isSpace(text[i - 1])) return text.slice(0, spaceRunStart(text, i));
  return text;
}

/** The text before the first dash (-, – or —) with white space on both sides, without that white space. */
export function beforeSpacedDash(text: string): string {
  for (let i = 1; i < text.length - 1; i++)
    if ('-–—'.includes(text[i]!) && isSpace(text[i - 1]) && isSpace(text[i + 1]))
      return text.slice(0, spaceRunStart(text, i));
  return text;
}

/** Every `{…}` group of `text` (at least one character inside), as `/\{[^}]+\}/g` finds them. */
export function braceGroups(text: string): string[] {
  const groups: string[] = [];
  let at = text.indexOf('{');
  while (at !== -1) {
    const close = text.indexOf('}', at + 1);
    if (close === -1) break;
    if (close === at + 1) at = text.indexOf('{', at + 1);
    else {
      groups.push(text.slice(at, close + 1));
      at = text.indexOf('{', close + 1);
    }
  }
  return groups;
}

/**
 * A TCGplayer condition without its printing at the end ("Near Mint Reverse Holofoil" → "Near Mint"), as
 * `/\s*(Reverse\s+)?(Foil|Holofoil)$/` removes it.
 */
export function withoutFinish(condition: string): string {
  const word = ['Holofoil', 'Foil'].find((w) => condition.endsWith(w));
  if (!word) return condition;
  const base = condition.slice(0, condition.length - word.length);
  const trimmed = trimSpaceEnd(base);
  if (trimmed.length < base.length && trimmed.endsWith('Reverse'))
    return trimSpaceEnd(trimmed.slice(0, -'Reverse'.length));
  return trimmed;
}
