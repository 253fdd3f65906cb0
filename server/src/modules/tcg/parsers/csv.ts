import { parse } from 'csv-parse/sync';

/** CSV text with a header row → one object per row, keyed by header, with its 1-based file line. */
export function csvRows(text: string): { line: number; row: Record<string, string> }[] {
  const records = parse<{ record: Record<string, string>; info: { lines: number } }>(text, {
    columns: true,
    skip_empty_lines: true,
    relax_column_count: true,
    bom: true,
    info: true,
  });
  return records.map((r) => ({ line: r.info.lines, row: r.record }));
}

export function requireColumns(text: string, columns: string[], what: string): void {
  const header = text.split(/\r?\n/, 1)[0] ?? '';
  const missing = columns.filter((c) => !header.split(',').includes(c));
  if (missing.length) throw new Error(`Not a ${what} file: missing column(s) ${missing.join(', ')}`);
}
