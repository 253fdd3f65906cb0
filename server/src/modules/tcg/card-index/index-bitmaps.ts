import type { LRUCache } from 'lru-cache';
import { boundedCache } from '../../../platform/bounded-cache.ts';
import { Bitmap } from './bitmap.ts';
import type { CardIndex } from './card-index.ts';

/**
 * The bitmaps an index's filters select, kept per index (read only): the rows as loaded that hold a set of a
 * column's values, or sit in a stretch of the price order. They depend only on the loaded columns and
 * orders, which no sync changes (a changed card is kept aside in `changedRows` and evaluated from its
 * values), so they stay right for the index's life; a rebuild is a new index with an empty cache. A burst of
 * shoppers filtering by the same few values then costs a few ANDs of ready bitmaps, and no new 125 KB bitmap
 * per filter per request (at 1,000,000 cards) for the garbage collector.
 */
interface IndexBitmaps {
  kept: LRUCache<string, Bitmap>;
  /** Reused during one synchronous evaluation (see Scratch). */
  scratch: Scratch;
  /** Keys asked for once (seenBitmap): kept at the second time. */
  seen: LRUCache<string, true>;
}

/** At most this many bytes of kept bitmaps per index (200 bitmaps of 1,000,000 cards). */
const KEPT_BYTES = 25_000_000;

const bitmapsOf = new WeakMap<CardIndex, IndexBitmaps>();

function bitmaps(index: CardIndex): IndexBitmaps {
  let own = bitmapsOf.get(index);
  if (!own) {
    own = {
      kept: boundedCache<string, Bitmap>({
        max: 10_000,
        ttlMs: 24 * 3_600_000,
        maxSize: { total: KEPT_BYTES, sizeOf: (b: Bitmap) => b.words.byteLength },
      }),
      scratch: new Scratch(index.size),
      seen: boundedCache<string, true>({ max: 10_000, ttlMs: 24 * 3_600_000 }),
    };
    bitmapsOf.set(index, own);
  }
  return own;
}

/** The bitmap kept under `key` for this index, made by `make` the first time (never to be changed). */
export function keptBitmap(index: CardIndex, key: string, make: () => Bitmap): Bitmap {
  const { kept } = bitmaps(index);
  let b = kept.get(key);
  if (!b) {
    b = make();
    kept.set(key, b);
  }
  return b;
}

/**
 * The bitmap kept under `key`, or undefined the first time a key is asked for: made and kept by `make`
 * the second time (a price stretch searched once, as most of a varied burst's are, is not worth keeping).
 */
export function seenBitmap(index: CardIndex, key: string, make: () => Bitmap): Bitmap | undefined {
  const own = bitmaps(index);
  if (own.kept.has(key) || own.seen.has(key)) return keptBitmap(index, key, make);
  own.seen.set(key, true);
  return undefined;
}

/** How many bitmaps the index keeps (for tests). */
export function keptBitmapCount(index: CardIndex): number {
  return bitmapsOf.get(index)?.kept.size ?? 0;
}

/**
 * Work bitmaps reused from one search to the next: an evaluation takes them, and gives them all back when
 * its page is picked. Only for synchronous work (no await between taking and giving back), so two searches
 * never share one.
 */
export class Scratch {
  private readonly free: Bitmap[] = [];
  private taken: Bitmap[] = [];

  constructor(readonly size: number) {}

  private take(): Bitmap {
    const b = this.free.pop() ?? new Bitmap(this.size);
    this.taken.push(b);
    return b;
  }

  empty(): Bitmap {
    return this.take().clear();
  }

  full(): Bitmap {
    return this.take().fill();
  }

  copyOf(other: Bitmap): Bitmap {
    return this.take().setTo(other);
  }

  /** Gives back every bitmap taken (a few are kept for the next search, the rest left to the collector). */
  giveBack(): void {
    for (const b of this.taken) if (this.free.length < SCRATCH_KEPT) this.free.push(b);
    this.taken = [];
  }
}

const SCRATCH_KEPT = 8;

/** The index's work bitmaps (see Scratch). */
export function scratchOf(index: CardIndex): Scratch {
  return bitmaps(index).scratch;
}
