import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { parse } from 'csv-parse';
import { BadRequest } from '../../../platform/errors.ts';
import { TimeSlices } from '../../../platform/time-slices.ts';
import type { CollectionRow, SkippedRow } from './collection-row.ts';
import { csvDialect, csvHeader, csvParseOptions } from '../parsers/csv-dialect.ts';
import { csvFormat } from './collection-formats.ts';
import { deckListLine } from './deck-list.ts';

/** A row read from a collection file: what it holds, or why it is skipped. */
export type ReadRow = { row: CollectionRow; skip?: undefined } | { skip: SkippedRow; row?: undefined };

export interface ReadOptions {
  /** The file's first kilobytes (for the header check, the separator and Dragon Shield's `sep=` line). */
  head: string;
  /** Called with the bytes read so far, for progress. */
  onBytes?: (bytes: number) => void;
}

function countBytes(stream: NodeJS.ReadableStream, onBytes?: (bytes: number) => void) {
  let bytes = 0;
  if (onBytes)
    stream.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      onBytes(bytes);
    });
  return stream;
}

async function* readDeckList(path: string, options: ReadOptions): AsyncGenerator<ReadRow> {
  const lines = createInterface({
    input: countBytes(createReadStream(path), options.onBytes),
    crlfDelay: Infinity,
  });
  let line = 0;
  const slices = new TimeSlices();
  for await (const text of lines) {
    line += 1;
    await slices.tick();
    const mapped = deckListLine(text);
    if (mapped === null) continue;
    if (typeof mapped === 'string') yield { skip: { line, name: text.trim().slice(0, 200), reason: mapped } };
    else yield { row: { line, ...mapped } };
  }
}

/**
 * Streams a collection file of `format` row by row (never the whole file in memory): a CSV through csv-parse
 * with its columns named by the header, a deck list line by line. A header without the format's columns is a 400.
 */
export async function* readCollection(
  path: string,
  format: string,
  options: ReadOptions,
): AsyncGenerator<ReadRow> {
  if (format === 'decklist') {
    yield* readDeckList(path, options);
    return;
  }
  const csv = csvFormat(format);
  if (!csv) throw new BadRequest(`Unknown format "${format}"`, { format: 'Unknown format' });
  const header = new Set(csvHeader(options.head));
  const missing = csv.columns.filter((c) => !header.has(c));
  if (missing.length)
    throw new BadRequest(`This is not a ${csv.label} file: it has no column ${missing.join(', ')}`, {
      format: `Missing column(s) ${missing.join(', ')}`,
    });
  const slices = new TimeSlices();
  const parser = countBytes(createReadStream(path), options.onBytes).pipe(
    parse({
      columns: (names: string[]) => names.map((n) => n.trim()),
      ...csvParseOptions(csvDialect(options.head)),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_error: false,
      info: true,
    }),
  );
  for await (const { record, info } of parser as AsyncIterable<{
    record: Record<string, string>;
    info: { lines: number };
  }>) {
    await slices.tick();
    const line = info.lines;
    const mapped = csv.map(record);
    const name = record.Name ?? record['Card Name'] ?? record['Product Name'] ?? record.name ?? '';
    if (typeof mapped === 'string') yield { skip: { line, name, reason: mapped } };
    else yield { row: { line, ...mapped } };
  }
}
