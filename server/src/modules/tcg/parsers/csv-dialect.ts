import { parse } from 'csv-parse/sync';

/**
 * How a CSV file is written, read from its first kilobytes. Excel saves with a UTF-8 BOM, CRLF line ends and,
 * in many locales, `;` between fields; some apps write tabs or a `sep=` hint line first. Line ends (CRLF, LF,
 * CR) are left to csv-parse's own detection (`record_delimiter` unset), the BOM to its `bom` option.
 */
export interface CsvDialect {
  /** The field separator: `,`, `;` or a tab. */
  delimiter: string;
  /** The file starts with Excel's `sep=` hint line, which is not the header. */
  sepLine: boolean;
}

const DELIMITERS = [',', ';', '\t'];
const SEP_LINE = /^"?sep=(.?)"?(\r\n|\r|\n)/i;
const LINE_END = /\r\n|\r|\n/;

const withoutBom = (text: string) => text.replace(/^\uFEFF/, '');

/** The header line's fields when split by `delimiter` (quotes understood), or [] if it does not parse. */
function fieldsOf(line: string, delimiter: string): string[] {
  try {
    const rows: string[][] = parse(line, { delimiter, relax_quotes: true, relax_column_count: true });
    return (rows[0] ?? []).map((c) => c.trim());
  } catch {
    return [];
  }
}

/** The header line (after a `sep=` line) without its line end. */
function headerLine(head: string): string {
  const text = withoutBom(head);
  const sep = SEP_LINE.exec(text);
  return (sep ? text.slice(sep[0].length) : text).split(LINE_END, 1)[0] ?? '';
}

/**
 * The separator is the `sep=` hint's, else the one of `,` `;` tab that splits the header into the most
 * fields (a comma on a tie). One separator per file, not csv-parse's list of several: a `;` inside a
 * comma-separated file's unquoted text (card rules text) must stay text.
 */
export function csvDialect(head: string): CsvDialect {
  const sep = SEP_LINE.exec(withoutBom(head));
  if (sep?.[1] && DELIMITERS.includes(sep[1])) return { delimiter: sep[1], sepLine: true };
  const line = headerLine(head);
  let best = { delimiter: ',', fields: fieldsOf(line, ',').length };
  for (const delimiter of DELIMITERS.slice(1)) {
    const fields = fieldsOf(line, delimiter).length;
    if (fields > best.fields) best = { delimiter, fields };
  }
  return { delimiter: best.delimiter, sepLine: sep !== null };
}

/** The header row's column names, trimmed, in the file's own dialect. */
export function csvHeader(head: string): string[] {
  return fieldsOf(headerLine(head), csvDialect(head).delimiter);
}

/** csv-parse options that read a file of this dialect: BOM dropped, `sep=` line skipped, line ends detected. */
export function csvParseOptions(dialect: CsvDialect) {
  return { bom: true, delimiter: dialect.delimiter, from_line: dialect.sepLine ? 2 : 1 } as const;
}
