import type { Mapped } from './csv-formats.ts';

const SECTIONS = /^(about|commander|companion|deck|sideboard|maybeboard|main|mainboard)$/i;
const CARD = /^(\d{1,5})x?\s+(.+?)(?:\s+\(([A-Za-z0-9]{2,8})\)(?:\s+([A-Za-z0-9★-]+))?)?(?:\s+\*F\*)?$/;

/**
 * One line of a plain deck list (`4 Lightning Bolt (M11) 149`, Arena and MTGO style): a card, or null for
 * lines that hold no card (blank lines, section headers, the `Name …` line under `About`), or why it is skipped.
 */
export function deckListLine(text: string): Mapped | null {
  const line = text.trim();
  if (!line || SECTIONS.test(line) || /^name\s/i.test(line) || line.startsWith('//')) return null;
  const match = CARD.exec(line);
  if (!match) return `not a deck list line ("4 Lightning Bolt (M11) 149")`;
  const [, count = '0', name = '', set = '', number = ''] = match;
  return {
    name,
    setCode: set.toLowerCase(),
    setName: '',
    collectorNumber: number,
    scryfallId: '',
    quantity: Number(count),
    condition: 'NM',
    foil: / \*F\*$/.test(line),
    language: 'en',
    cents: null,
  };
}
