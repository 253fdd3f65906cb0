import { parse } from 'csv-parse/sync';
import { csvDialect, csvHeader, csvParseOptions } from './csv-dialect.ts';

/** CSV text with a header row → one object per row, keyed by header, with its 1-based file line. */
export function csvRows(text: string): { line: number; row: Record<string, string> }[] {
  const records = parse<{ record: Record<string, string>; info: { lines: number } }>(text, {
    ...csvParseOptions(csvDialect(text.slice(0, 65536))),
    columns: (names: string[]) => names.map((n) => n.trim()),
    skip_empty_lines: true,
    relax_column_count: true,
    info: true,
  });
  return records.map((r) => ({ line: r.info.lines, row: r.record }));
}

export function requireColumns(text: string, columns: string[], what: string): void {
  const header = csvHeader(text.slice(0, 65536));
  const missing = columns.filter((c) => !header.includes(c));
  if (missing.length) throw new Error(`Not a ${what} file: missing column(s) ${missing.join(', ')}`);
}
