import fc from 'fast-check';

const BOUNDARY = 'fuzz-boundary-7d1f';

/** How the multipart envelope around a file is damaged (the file's own damage is upload-files.ts's). */
export const MULTIPART_DAMAGES = [
  'good',
  'good',
  'good',
  'no-boundary',
  'wrong-content-type',
  'truncated',
  'two-files',
  'field-first',
  'hostile-filename',
  'part-content-type',
  'boundary-in-file',
  'no-parts',
  'no-part-headers',
] as const;
export type MultipartDamage = (typeof MULTIPART_DAMAGES)[number];

const HOSTILE_FILENAMES = [
  '../../../../etc/passwd',
  'a\u0000b.csv',
  `${'x'.repeat(10_000)}.csv`,
  'evil"\r\nContent-Type: text/html\r\n\r\n<script>.csv',
  '=HYPERLINK("http://x").csv',
  '\u202ecsv.exe',
  '',
];

export const multipartChoices = fc.record({
  damage: fc.constantFrom(...MULTIPART_DAMAGES),
  filename: fc.constantFrom(...HOSTILE_FILENAMES),
  cut: fc.nat(),
  contentType: fc.constantFrom('text/csv', 'application/json', 'application/octet-stream', 'text/plain'),
});
export type MultipartChoice = typeof multipartChoices extends fc.Arbitrary<infer C> ? C : never;

const part = (field: string, filename: string | null, type: string | null, body: Buffer) =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"${
        filename === null ? '' : `; filename="${filename}"`
      }\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n`,
    ),
    body,
    Buffer.from('\r\n'),
  ]);
const end = Buffer.from(`--${BOUNDARY}--\r\n`);

/** The request's content type and body: `file` sent in the field `field` as `name`, damaged as chosen. */
export function multipartBody(
  field: string,
  name: string,
  file: Buffer,
  c: MultipartChoice,
): { contentType: string; payload: Buffer } {
  const contentType = `multipart/form-data; boundary=${BOUNDARY}`;
  const good = Buffer.concat([part(field, name, c.contentType, file), end]);
  switch (c.damage) {
    case 'good':
      return { contentType, payload: good };
    case 'no-boundary':
      return { contentType: 'multipart/form-data', payload: good };
    case 'wrong-content-type':
      return { contentType: c.contentType, payload: c.cut % 2 ? file : good };
    case 'truncated':
      return { contentType, payload: good.subarray(0, c.cut % good.length) };
    case 'two-files':
      return {
        contentType,
        payload: Buffer.concat([part(field, name, null, file), part(field, 'b.csv', null, file), end]),
      };
    case 'field-first':
      return {
        contentType,
        payload: Buffer.concat([
          part('format', null, null, Buffer.from('moxfield')),
          part(field, name, null, file),
          end,
        ]),
      };
    case 'hostile-filename':
      return { contentType, payload: Buffer.concat([part(field, c.filename, null, file), end]) };
    case 'part-content-type':
      return {
        contentType,
        payload: Buffer.concat([part(field, name, 'image/png; charset=utf-7', file), end]),
      };
    case 'boundary-in-file':
      return {
        contentType,
        payload: Buffer.concat([
          part(field, name, null, Buffer.concat([file, Buffer.from(`\r\n--${BOUNDARY}\r\n`), file])),
          end,
        ]),
      };
    case 'no-parts':
      return { contentType, payload: end };
    case 'no-part-headers':
      return {
        contentType,
        payload: Buffer.concat([Buffer.from(`--${BOUNDARY}\r\n\r\n`), file, Buffer.from('\r\n'), end]),
      };
  }
}

/** The head and tail of a good multipart body, for a body streamed in pieces (slow or oversize). */
export function multipartFrame(field: string, name: string) {
  return {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    head: part(field, name, 'text/csv', Buffer.alloc(0)).subarray(0, -2),
    tail: Buffer.concat([Buffer.from('\r\n'), end]),
  };
}
