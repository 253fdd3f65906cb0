import { describe, expect, it } from 'vitest';
import { streamPricePoints } from './price-stream.ts';

const SPACES = ' '.repeat(50_000);
const MEGABYTE = 'x'.repeat(1024 * 1024);

async function pointsOf(text: string) {
  const started = performance.now();
  const chunks = [];
  for (let i = 0; i < text.length; i += 65_536) chunks.push(text.slice(i, i + 65_536));
  const points = [];
  for await (const part of streamPricePoints(chunks, { format: 'scryfall', today: '2026-11-01' }))
    points.push(...part.points);
  return { points, ms: performance.now() - started };
}

const card = (fields: Record<string, string>) =>
  JSON.stringify({
    object: 'card',
    set: 'm11',
    collector_number: '149',
    name: 'Bolt',
    prices: { usd: '1.25' },
    ...fields,
  });

describe('price files with hostile values', () => {
  it.each([
    ['whitespace runs between tokens', `[${SPACES}${card({})}${SPACES},${SPACES}${card({})}]`, 1000, 2],
    ['a whitespace run in a set code', `[${card({ set: `m${SPACES}11` })}]`, 1000, 1],
    ['repeated separators in a number', `[${card({ collector_number: '-/'.repeat(25_000) })}]`, 1000, 1],
    ['a 1 MB name', `[${card({ name: MEGABYTE })}]`, 3000, 1],
  ])('reads %s in linear time', async (_, text, bound, count) => {
    const { points, ms } = await pointsOf(text);
    expect(points).toHaveLength(count);
    expect(ms).toBeLessThan(bound);
  });
});
