import { stringify } from 'csv-stringify/sync';

/**
 * CSV lines for rows of cells: every CSV the platform writes goes through here (decision 038). A cell that
 * starts with = + - @, a tab or a CR gets a leading ' so a spreadsheet shows it as text and never runs it
 * as a formula (a product named `=HYPERLINK(…)`, a card named `+2 Mace`); cells are quoted when they must be.
 */
export function csvLines(rows: readonly (readonly string[])[]): string {
  if (!rows.length) return '';
  return stringify(rows as string[][], {
    escape_formulas: true,
    record_delimiter: 'unix',
    quoted_match: /\r/,
  });
}

/**
 * A cell as an importer reads it back: the ' the writer put before = + - @, a tab or a CR is taken off, so
 * a file the platform wrote imports as what was exported.
 */
export function undefusedCell(value: string): string {
  return value.length > 1 && value[0] === "'" && '=+-@\t\r'.includes(value[1]!) ? value.slice(1) : value;
}
