import { csvHeader } from '../parsers/csv-dialect.ts';
import { CSV_FORMATS, type CsvFormat } from './csv-formats.ts';

/** The formats a collection import reads: every app CSV plus the plain deck list. */
export const COLLECTION_FORMATS = [
  ...CSV_FORMATS.map((f) => ({ id: f.id, label: f.label })),
  { id: 'decklist', label: 'Deck list (4 Lightning Bolt (M11) 149)' },
];

export const csvFormat = (id: string): CsvFormat | undefined => CSV_FORMATS.find((f) => f.id === id);

/** The collection format of a file by its header (the CSV with the most named columns wins), or null. */
export function detectCollectionFormat(head: string): string | null {
  const header = new Set(csvHeader(head));
  const fits = CSV_FORMATS.filter((f) => f.columns.every((c) => header.has(c))).sort(
    (a, b) => b.columns.length - a.columns.length,
  );
  if (fits[0]) return fits[0].id;
  const lines = head
    .split(/\r\n|\r|\n/)
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, 20);
  const cards = lines.filter((l) => /^\d{1,5}x?\s+\S/.test(l)).length;
  return cards > 0 && cards >= lines.length / 2 ? 'decklist' : null;
}
