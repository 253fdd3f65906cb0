import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import type { ImportJob, ImportPreview } from '@storefront/contract/imports';
import type { signInAs, TestApp } from '../../../test/test-app.ts';
import { call, importAs, sample, uploadAs, withImportTestApp } from './collection.test-helpers.ts';

// Every CSV import reads a file as the owner's spreadsheet saved it: Excel's UTF-8 BOM, CRLF and `;` with
// decimal commas, a tab-separated file with old Mac CR line ends, Excel's `sep=;` hint line.

let t: TestApp;
let admin: Awaited<ReturnType<typeof signInAs>>;
withImportTestApp((app, who) => {
  t = app;
  admin = who;
});

interface Dialect {
  delimiter: string;
  lineEnd: string;
  bom: boolean;
  sepLine?: boolean;
  decimalComma?: boolean;
}
const EXCEL: Dialect = { delimiter: ';', lineEnd: '\r\n', bom: true, decimalComma: true };
const EXCEL_SEP: Dialect = { ...EXCEL, sepLine: true };
const TABS_CR: Dialect = { delimiter: '\t', lineEnd: '\r', bom: false };

/** The real sample rewritten in `dialect` (the same cells; prices with a decimal comma if asked). */
function resaved(file: string, dialect: Dialect): Buffer {
  let text = sample(file).toString('utf8');
  const sepLine = /^"?sep=.?"?\r?\n/.exec(text);
  if (sepLine) text = text.slice(sepLine[0].length);
  const rows: string[][] = parse(text, { bom: true, relax_quotes: true, relax_column_count: true });
  const cells = dialect.decimalComma
    ? rows.map((row) => row.map((c) => c.replace(/^(\d+)\.(\d{2})$/, '$1,$2')))
    : rows;
  const body = stringify(cells, { delimiter: dialect.delimiter, record_delimiter: dialect.lineEnd });
  const hint = dialect.sepLine ? `sep=${dialect.delimiter}${dialect.lineEnd}` : '';
  return Buffer.from(`${dialect.bom ? '\uFEFF' : ''}${hint}${body}`);
}

const counts = (job: ImportJob) => [job.status, job.rowsRead, job.staged, job.skipped, job.written];

describe('collection exports', () => {
  it.each([
    ['mtg/csv/deckbox/deckbox_inventory_export.csv', 'Excel', 'deckbox', EXCEL, [21, 2, 19, 2]],
    ['tcgplayer/seller_pricing_export.csv', 'Excel', 'tcgplayer-seller', EXCEL, [864, 0, 864, 0]],
    ['mtg/csv/moxfield/moxfield_haves_export.csv', 'tabs, CR', 'moxfield', TABS_CR, [500, 4, 496, 4]],
    [
      'mtg/csv/dragonshield/dragonshield_collection_export.csv',
      'Excel with sep=;',
      'dragonshield',
      EXCEL_SEP,
      [500, 5, 495, 5],
    ],
  ] as const)(
    '%s saved as %s is detected as %s and reads as the original',
    async (file, _, format, dialect, n) => {
      const job = await importAs(t, admin, resaved(file, dialect), 'export.csv');
      expect(job.detectedFormat).toBe(format);
      expect(counts(job)).toEqual(['done', ...n]);
    },
  );

  it('reads an Excel price with a decimal comma as dollars and cents', async () => {
    const file = 'mtg/csv/deckbox/deckbox_inventory_export.csv';
    const preview = async (body: Buffer) => {
      const job = (await uploadAs(t, admin, body, 'inventory.csv')).json<ImportJob>();
      return (await call(t, admin, 'GET', `/api/imports/${job.id}/preview/`)).json<ImportPreview>();
    };
    const original = await preview(sample(file));
    const excel = await preview(resaved(file, EXCEL));
    expect(excel.format).toBe('deckbox');
    expect(excel.rows).toEqual(original.rows);
    expect(excel.rows.some((r) => /^\$?\d+\.\d{2}$/.test(String(r.values.price)))).toBe(true);
  });

  it('names the missing columns of a `;` file chosen as the wrong format', async () => {
    const job = (
      await uploadAs(t, admin, resaved('mtg/csv/deckbox/deckbox_inventory_export.csv', EXCEL), 'x.csv')
    ).json<ImportJob>();
    const wrong = await call(t, admin, 'GET', `/api/imports/${job.id}/preview/?format=moxfield`);
    expect([wrong.statusCode, wrong.json().error]).toEqual([
      400,
      'This is not a Moxfield collection file: it has no column Collector Number',
    ]);
  });
});

describe('card data CSV', () => {
  it.each([
    ['Excel (BOM, CRLF, `;`)', EXCEL],
    ['tabs and CR line ends', TABS_CR],
  ])('an MTGJSON v3 set CSV saved with %s is detected and reads all 150 cards', async (_, dialect) => {
    const job = await importAs(t, admin, resaved('mtg/csv/mtgjson-v3-csv/M14.csv', dialect), 'M14.csv');
    expect(job.detectedFormat).toBe('mtgjson-csv');
    expect([job.status, job.rowsRead, job.skipped]).toEqual(['done', 150, 0]);
  });
});
