import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { boundedCache, staleWhileRevalidate } from './bounded-cache.ts';

// lru-cache reads the clock at most once a millisecond; waiting 2 ms lets it see the moved clock.
const later = () => new Promise((resolve) => setTimeout(resolve, 2));

let now = 0;
beforeEach(() => {
  now = 1_000_000;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
});
afterEach(() => vi.restoreAllMocks());

describe('boundedCache', () => {
  it('keeps at most max entries, dropping the least recently used', () => {
    const cache = boundedCache<string, number>({ max: 3, ttlMs: 60_000 });
    for (const [i, key] of ['a', 'b', 'c'].entries()) cache.set(key, i);
    cache.get('a');
    cache.set('d', 3);
    expect([...cache.keys()].sort()).toEqual(['a', 'c', 'd']);
  });

  it('forgets an entry once its time is up', async () => {
    const cache = boundedCache<string, number>({ max: 3, ttlMs: 5_000 });
    cache.set('a', 1);
    now += 4_000;
    await later();
    expect(cache.get('a')).toBe(1);
    now += 1_001;
    await later();
    expect(cache.get('a')).toBeUndefined();
  });
});

describe('staleWhileRevalidate', () => {
  it('shares one computation between concurrent callers', async () => {
    const load = vi.fn(async (key: string) => `${key}:1`);
    const cache = staleWhileRevalidate({ max: 10, ttlMs: 1_000 }, load);
    const answers = await Promise.all([cache.get('a', null), cache.get('a', null), cache.get('a', null)]);
    expect(answers).toEqual(['a:1', 'a:1', 'a:1']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers the stale value at once after the TTL while it recomputes', async () => {
    let version = 0;
    const cache = staleWhileRevalidate({ max: 10, ttlMs: 1_000 }, async () => ++version);
    expect(await cache.get('a', null)).toBe(1);
    now += 1_001;
    await later();
    expect(await cache.get('a', null)).toBe(1);
    await later();
    expect(await cache.get('a', null)).toBe(2);
    expect(version).toBe(2);
  });

  it('keeps the previous value when a recount fails, and a first failure not at all', async () => {
    let fail = false;
    let version = 0;
    const cache = staleWhileRevalidate({ max: 10, ttlMs: 1_000 }, async () => {
      if (fail) throw new Error('database down');
      return ++version;
    });
    await expect(
      staleWhileRevalidate({ max: 1, ttlMs: 1 }, () => Promise.reject(new Error('no'))).get('x', null),
    ).rejects.toThrow('no');
    expect(await cache.get('a', null)).toBe(1);
    fail = true;
    now += 1_001;
    await later();
    expect(await cache.get('a', null)).toBe(1);
    await later();
    expect(await cache.get('a', null)).toBe(1);
    fail = false;
    await later();
    expect(await cache.get('a', null)).toBe(1);
    await later();
    expect(await cache.get('a', null)).toBe(2);
  });

  it('never stores a value computed before the key was deleted', async () => {
    let release: (value: string) => void = () => {};
    let calls = 0;
    const cache = staleWhileRevalidate<string, string, null>({ max: 10, ttlMs: 60_000 }, (key) => {
      calls++;
      return calls === 1 ? new Promise((resolve) => (release = resolve)) : Promise.resolve(`${key}:fresh`);
    });
    const first = cache.get('a', null);
    await later();
    cache.delete('a');
    release('a:old');
    expect(await first).toBe('a:fresh');
    expect(await cache.get('a', null)).toBe('a:fresh');
  });

  it('passes the context to the computation and stays within max', async () => {
    const cache = staleWhileRevalidate<number, string, string>(
      { max: 5, ttlMs: 60_000 },
      async (key, store) => `${store}/${key}`,
    );
    expect(await cache.get(1, 'cards')).toBe('cards/1');
    for (let i = 0; i < 50; i++) await cache.get(i, 'cards');
    expect(cache.size).toBe(5);
  });
});
