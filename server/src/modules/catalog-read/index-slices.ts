import { boundedCache } from '../../platform/bounded-cache.ts';

/** A build yields to the event loop after this long, so other requests wait no more than about this. */
const SLICE_MS = 10;

/**
 * `due()` is true once SLICE_MS has passed since the last `pause()` (the clock is read every 32 calls);
 * `pause()` lets every waiting callback and request run, then carries on.
 */
export function timeSlices() {
  let since = performance.now();
  let calls = 0;
  return {
    due: () => (++calls & 31) === 0 && performance.now() - since >= SLICE_MS,
    pause: async () => {
      await new Promise<void>((resolve) => setImmediate(resolve));
      since = performance.now();
    },
  };
}

/**
 * `0 … n-1` sorted by `compare`, as a merge sort that pauses (`slices`) between runs of work: a sort of
 * 100,000 products with a comparator holds a core for 30 ms or more, which every request waiting on the
 * event loop would feel. Stable, so `compare` must break ties itself where the order matters.
 */
export async function sortInSlices(
  n: number,
  compare: (a: number, b: number) => number,
  slices: ReturnType<typeof timeSlices>,
): Promise<Int32Array> {
  let from = Int32Array.from({ length: n }, (_, i) => i);
  let to = new Int32Array(n);
  for (let width = 1; width < n; width *= 2) {
    for (let left = 0; left < n; left += 2 * width) {
      if (slices.due()) await slices.pause();
      const middle = Math.min(left + width, n);
      const right = Math.min(left + 2 * width, n);
      let i = left;
      let j = middle;
      for (let k = left; k < right; k++)
        to[k] = i < middle && (j >= right || compare(from[i]!, from[j]!) <= 0) ? from[i++]! : from[j++]!;
    }
    [from, to] = [to, from];
  }
  return from;
}

/**
 * Lists of numbers an index keeps of what it computed once (a filter's products in an order, a query's
 * ranked matches): the index never changes once built, so they stay right while it lives; at most
 * `numbers` numbers in all (4 bytes each), the least recently used dropped first.
 */
export const keptNumberLists = (numbers: number) =>
  boundedCache<string, Int32Array>({
    max: 1_000,
    ttlMs: 3_600_000,
    maxSize: { total: numbers, sizeOf: (list: Int32Array) => list.length },
  });
