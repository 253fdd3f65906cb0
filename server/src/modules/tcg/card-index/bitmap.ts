/** A set of row numbers 0..size-1, one bit each: 1,000,000 rows are 125 KB and one AND is ~31,000 word ops. */
export class Bitmap {
  readonly words: Uint32Array;

  constructor(readonly size: number) {
    this.words = new Uint32Array((size + 31) >>> 5);
  }

  static full(size: number): Bitmap {
    return new Bitmap(size).fill();
  }

  copy(): Bitmap {
    return new Bitmap(this.size).setTo(this);
  }

  /** Every row in the set (a reused bitmap made full). */
  fill(): this {
    this.words.fill(0xffffffff);
    const tail = this.size & 31;
    if (tail && this.words.length) this.words[this.words.length - 1] = (1 << tail) - 1;
    return this;
  }

  /** No row in the set. */
  clear(): this {
    this.words.fill(0);
    return this;
  }

  /** The same rows as `other` (of the same size). */
  setTo(other: Bitmap): this {
    this.words.set(other.words);
    return this;
  }

  has(row: number): boolean {
    return (this.words[row >>> 5]! & (1 << (row & 31))) !== 0;
  }

  add(row: number): void {
    this.words[row >>> 5]! |= 1 << (row & 31);
  }

  remove(row: number): void {
    this.words[row >>> 5]! &= ~(1 << (row & 31));
  }

  /** Adds every row of a list (a posting list or a stretch of a sort order). */
  addAll(rows: Int32Array, from = 0, to = rows.length): void {
    const w = this.words;
    for (let i = from; i < to; i++) {
      const row = rows[i]!;
      w[row >>> 5]! |= 1 << (row & 31);
    }
  }

  and(other: Bitmap): this {
    const a = this.words;
    const b = other.words;
    for (let i = 0; i < a.length; i++) a[i]! &= b[i]!;
    return this;
  }

  or(other: Bitmap): this {
    const a = this.words;
    const b = other.words;
    for (let i = 0; i < a.length; i++) a[i]! |= b[i]!;
    return this;
  }

  andNot(other: Bitmap): this {
    const a = this.words;
    const b = other.words;
    for (let i = 0; i < a.length; i++) a[i]! &= ~b[i]!;
    return this;
  }

  /**
   * The number of rows, or a number above `atMost` as soon as it is exceeded (a search needs the count only
   * up to its cap: past it, most of a broad filter's bitmap is never counted).
   */
  count(atMost = Infinity): number {
    let n = 0;
    const a = this.words;
    for (let i = 0; i < a.length && n <= atMost; i++) {
      let v = a[i]!;
      if (v === 0) continue;
      v -= (v >>> 1) & 0x55555555;
      v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
      n += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
    }
    return n;
  }

  /** The rows in the set, ascending. */
  rows(): number[] {
    const out: number[] = [];
    const a = this.words;
    for (let i = 0; i < a.length; i++) {
      let v = a[i]!;
      while (v !== 0) {
        const low = v & -v;
        out.push((i << 5) + 31 - Math.clz32(low));
        v ^= low;
      }
    }
    return out;
  }
}
