import { JSONParser } from '@streamparser/json';
import { BadRequest } from '../../platform/errors.ts';
import { TimeSlices } from '../../platform/time-slices.ts';
import { mtgjsonPoints, pokemonPoints, scryfallPoints, type PricePoint } from './price-sources.ts';

export const PRICE_FORMATS = ['scryfall', 'mtgjson', 'pokemon'] as const;
export type PriceFormat = (typeof PRICE_FORMATS)[number];

/** Recognises a price file from its first bytes: a JSON array or a Scryfall list, MTGJSON, pokemontcg.io. */
export function detectFormat(head: string): PriceFormat | null {
  const start = head.trimStart();
  if (start.startsWith('[') || /"object"\s*:\s*"list"/.test(head)) return 'scryfall';
  if (/"meta"\s*:/.test(head) || /"data"\s*:\s*\{\s*"[0-9a-f]{8}-[0-9a-f]{4}-/.test(head)) return 'mtgjson';
  if (/"data"\s*:/.test(head)) return 'pokemon';
  return null;
}

const PATHS: Record<PriceFormat, (head: string) => string[]> = {
  scryfall: (head) => [head.trimStart().startsWith('[') ? '$.*' : '$.data.*'],
  mtgjson: () => ['$.data.*'],
  pokemon: () => ['$.data.*'],
};

const unreadable = (reason: string) =>
  new BadRequest(`The price file could not be read: ${reason}`, { file: 'Not a price file we know' });

/**
 * Streams a price file's records as price points without holding the file: each record is parsed, turned
 * into points and dropped. Yields the points of each chunk (plus how many records it held).
 */
export async function* streamPricePoints(
  chunks: AsyncIterable<Buffer | string> | Iterable<Buffer | string>,
  options: { format?: PriceFormat; today: string; onFormat?: (format: PriceFormat) => void },
): AsyncGenerator<{ records: number; points: PricePoint[] }> {
  let parser: JSONParser | null = null;
  let format = options.format ?? null;
  const head: Buffer[] = [];
  let headBytes = 0;
  let records = 0;
  let points: PricePoint[] = [];
  // pokemontcg.io `find` answers hold one card as `data`: its fields arrive one by one under string keys.
  let single: Record<string, unknown> | null = null;
  const start = (text: string) => {
    format ??= detectFormat(text);
    if (!format) throw unreadable('it is not Scryfall, MTGJSON or pokemontcg.io JSON');
    const chosen = format;
    options.onFormat?.(chosen);
    parser = new JSONParser({ paths: PATHS[chosen](text), keepStack: false });
    parser.onValue = ({ value, key }) => {
      if (chosen === 'pokemon' && typeof key === 'string') {
        (single ??= {})[key] = value;
        return;
      }
      records++;
      const found =
        chosen === 'scryfall'
          ? scryfallPoints(value, options.today)
          : chosen === 'mtgjson'
            ? mtgjsonPoints(String(key), value)
            : pokemonPoints(value, options.today);
      points.push(...found);
    };
  };
  const feed = (chunk: Buffer | string) => {
    try {
      parser!.write(typeof chunk === 'string' ? chunk : new Uint8Array(chunk));
    } catch (error) {
      throw unreadable((error as Error).message);
    }
  };
  const slices = new TimeSlices();
  for await (const chunk of chunks) {
    await slices.tick();
    if (!parser) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      head.push(bytes);
      headBytes += bytes.length;
      if (headBytes < 4096) continue;
      const all = Buffer.concat(head);
      start(all.toString('utf8', 0, 4096));
      feed(all);
    } else feed(chunk);
    if (points.length) {
      yield { records, points };
      records = 0;
      points = [];
    }
  }
  if (!parser) {
    const all = Buffer.concat(head);
    if (!all.toString().trim()) throw unreadable('the file is empty');
    start(all.toString());
    feed(all);
  }
  try {
    const done = parser as JSONParser | null;
    // The parser ends by itself after the top-level value; a cut-off file leaves it open.
    if (done && !done.isEnded) done.end();
  } catch (error) {
    throw unreadable((error as Error).message);
  }
  if (single) {
    records++;
    points.push(...pokemonPoints(single, options.today));
  }
  yield { records, points };
}
