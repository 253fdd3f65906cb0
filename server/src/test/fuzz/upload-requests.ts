import fc from 'fast-check';
import { CATALOGUE_FORMATS } from '../../modules/tcg/collection/catalogue-import.ts';
import { CSV_FORMATS } from '../../modules/tcg/collection/csv-formats.ts';
import { PRICE_FORMATS } from '../../modules/pricing/price-stream.ts';
import type { FuzzIds } from './endpoints.ts';
import { hostileString } from './hostile.ts';
import { multipartBody, multipartChoices } from './multipart-bodies.ts';
import { encodeLoosely, type FuzzRequest, type Identity } from './requests.ts';
import { fileChoices, hostileFile, type FileShape } from './upload-files.ts';

/** One upload route: where, in which multipart field, the formats it reads, and whether it makes a job. */
interface UploadTarget {
  url: string;
  field: string;
  formats: { id: string; shape: FileShape }[];
  /** The route answers an import job to preview, start and cancel (POST /api/imports/). */
  job: boolean;
  /** The format goes in the query string (the price upload's `?format=`). */
  formatInQuery?: boolean;
}

const CATALOGUE_SHAPES: Record<string, FileShape> = {
  scryfall: { json: 'scryfall' },
  mtgjson: { json: 'mtgjson' },
  'mtgjson-csv': { csv: [] },
  pokemon: { json: 'pokemon' },
};
const PRICE_SHAPES: Record<(typeof PRICE_FORMATS)[number], FileShape> = {
  scryfall: { json: 'scryfall' },
  mtgjson: { json: 'mtgjson-prices' },
  pokemon: { json: 'pokemon-prices' },
};
const priceFormats = PRICE_FORMATS.map((id) => ({ id, shape: PRICE_SHAPES[id] }));
const image = [{ id: 'image', shape: { image: true } as const }];

/** Every upload the server accepts (buylist takes no file): imports of both kinds, price files, images. */
export const UPLOAD_TARGETS: UploadTarget[] = [
  {
    url: '/api/imports/?kind=cards',
    field: 'file',
    job: true,
    formats: [
      ...CSV_FORMATS.map((f) => ({ id: f.id, shape: { csv: f.columns } })),
      { id: 'decklist', shape: { lines: 'decklist' } },
      ...CATALOGUE_FORMATS.map((f) => ({ id: f.id, shape: CATALOGUE_SHAPES[f.id]! })),
    ],
  },
  { url: '/api/imports/?kind=prices', field: 'file', job: true, formats: priceFormats },
  {
    url: '/api/manage/pricing/import/',
    field: 'file',
    job: false,
    formats: priceFormats,
    formatInQuery: true,
  },
  { url: '/api/manage/products/{product}/image/', field: 'image', job: false, formats: image },
  { url: '/api/manage/store/logo/', field: 'image', job: false, formats: image },
];

/** What is done with an uploaded job: previewed as a format, then started with a body, or cancelled. */
export interface JobFollowUp {
  previewFormat: string | undefined;
  start: { format: unknown; holderId?: unknown } | 'cancel';
}

const FILE_NAMES: Record<string, string> = { decklist: 'deck.txt', 'mtgjson-csv': 'M14.csv' };
const fileName = (format: string, shape: FileShape) =>
  FILE_NAMES[format] ??
  ('json' in shape ? `${format}.json` : 'image' in shape ? 'logo.png' : `${format}.csv`);

// Uploads are the admin's, a supplier's and staff's work; the others are refused, which is checked too.
const UPLOADERS: Identity[] = ['admin', 'admin', 'admin', 'supplier', 'staff', 'customer', 'anonymous'];

const uploadChoices = fc.record({
  target: fc.constantFrom(...UPLOAD_TARGETS),
  formatIndex: fc.nat(),
  identity: fc.constantFrom(...UPLOADERS),
  file: fileChoices,
  envelope: multipartChoices,
  /** One in ten without the CSRF header. */
  noCsrf: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
  hostileQuery: fc.option(hostileString, { freq: 8 }),
  previewAs: fc.constantFrom('detected', 'same', 'other', 'hostile'),
  startAs: fc.constantFrom('same', 'same', 'same', 'other', 'hostile', 'cancel'),
  holder: fc.constantFrom('none', 'none', 'own', 'other', 'hostile'),
  pick: fc.nat(),
  hostile: hostileString,
});

/** Generated uploads to every upload route, each file and envelope damaged its own way. */
export function uploadRequests(ids: FuzzIds): fc.Arbitrary<FuzzRequest> {
  return uploadChoices.map((c) => {
    const format = c.target.formats[c.formatIndex % c.target.formats.length]!;
    const others = c.target.formats.filter((f) => f.id !== format.id);
    const other = others.length ? others[c.pick % others.length]!.id : format.id;
    const file = hostileFile(format.shape, format.id, c.file);
    const body = multipartBody(c.target.field, fileName(format.id, format.shape), file, c.envelope);
    const product = ids.own.product[c.pick % ids.own.product.length] ?? 1;
    let url = c.target.url.replace('{product}', String(product));
    if (c.target.formatInQuery && c.pick % 3) url += `?format=${c.pick % 3 === 1 ? format.id : other}`;
    const query = c.hostileQuery;
    if (query !== null)
      url = url.replace(/(kind|format)=[\w-]*/, (_, key: string) => `${key}=${encodeLoosely(query)}`);
    const formatAs = (as: string) =>
      as === 'same' ? format.id : as === 'other' ? other : as === 'hostile' ? c.hostile : undefined;
    const holders = { own: ids.own.user, other: ids.other.user };
    const holderId =
      c.holder === 'none' ? undefined : c.holder === 'hostile' ? c.hostile : holders[c.holder][c.pick % 5];
    const job: JobFollowUp | undefined = c.target.job
      ? {
          previewFormat: formatAs(c.previewAs),
          start:
            c.startAs === 'cancel'
              ? 'cancel'
              : { format: formatAs(c.startAs), ...(holderId !== undefined && { holderId }) },
        }
      : undefined;
    return {
      family: 'uploads',
      host: 'store',
      identity: c.identity,
      method: 'POST',
      url,
      headers: { 'content-type': body.contentType },
      payload: body.payload,
      noCsrf: c.noCsrf,
      mutation: `${format.id}: ${c.file.lineDamage}, ${c.file.byteDamage}, ${c.envelope.damage}`,
      job,
    } satisfies FuzzRequest;
  });
}
