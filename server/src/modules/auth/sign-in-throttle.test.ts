import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignInThrottle, waitMessage } from './sign-in-throttle.ts';

const defaults = () => new SignInThrottle({ freeFailures: 5, baseDelayMs: 1000, maxDelayMs: 15 * 60_000 });
afterEach(() => vi.useRealTimers());

describe('SignInThrottle', () => {
  it('lets 5 failures through, then doubles the wait from 1 s', () => {
    vi.useFakeTimers({ now: 0, toFake: ['Date'] });
    const throttle = defaults();
    const waits = [];
    for (let i = 0; i < 9; i++) {
      waits.push(throttle.waitMs('a'));
      throttle.fail(['a']);
    }
    waits.push(throttle.waitMs('a'));
    expect(waits).toEqual([0, 0, 0, 0, 0, 1000, 2000, 4000, 8000, 16000]);
  });

  it('keeps the owner waiting 32 s, not 15 minutes, after 10 wrong passwords from someone else', () => {
    vi.useFakeTimers({ now: 0, toFake: ['Date'] });
    const throttle = defaults();
    for (let i = 0; i < 10; i++) throttle.fail(['owner']);
    expect(throttle.waitMs('owner')).toBe(32_000);
    vi.setSystemTime(32_000);
    expect(() => throttle.check(['owner'])).not.toThrow();
  });

  it('caps the wait at 15 minutes and starts afresh after a success', () => {
    vi.useFakeTimers({ now: 0, toFake: ['Date'] });
    const throttle = defaults();
    for (let i = 0; i < 40; i++) throttle.fail(['a']);
    expect(throttle.waitMs('a')).toBe(15 * 60_000);
    expect(() => throttle.check(['b', 'a'])).toThrow('Please wait 15 minutes');
    throttle.succeed(['a']);
    expect(throttle.waitMs('a')).toBe(0);
  });

  it('words the wait in seconds, then minutes', () => {
    expect(waitMessage(1)).toBe('Too many attempts. Please wait 1 second and try again.');
    expect(waitMessage(4000)).toBe('Too many attempts. Please wait 4 seconds and try again.');
    expect(waitMessage(61_000)).toBe('Too many attempts. Please wait 2 minutes and try again.');
  });
});
