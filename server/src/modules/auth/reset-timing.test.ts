import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, csrfFor, injectAs, type TestApp } from '../../test/test-app.ts';
import { lastMail } from './auth.test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: {
      authRateLimit: {
        perIp: 10_000,
        perAccount: 10_000,
        windowMs: 60_000,
        signInFreeFailures: 5,
        signInMaxDelayMs: 60_000,
      },
    },
  });
});
afterAll(() => t.close());

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[Math.floor((sorted.length - 1) / 2)]! + sorted[Math.ceil((sorted.length - 1) / 2)]!) / 2;
};

describe('POST /api/auth/password-reset/ timing', () => {
  it('answers a known and an unknown address in the same time (medians of 50 within 2 ms)', async () => {
    const csrf = await csrfFor(t.app, 'cards.localhost');
    const timed = async (email: string) => {
      const start = performance.now();
      const res = await injectAs(t.app, 'cards.localhost', {
        method: 'POST',
        url: '/api/auth/password-reset/',
        payload: { email },
        headers: csrf.headers,
      });
      const ms = performance.now() - start;
      expect(res.statusCode).toBe(200);
      await t.app.background.idle(); // the mail work runs after the answer: not part of its time
      // A pause between calls, so one call's garbage collection does not land in the next one's time.
      await new Promise((resolve) => setTimeout(resolve, 5));
      return ms;
    };
    for (let i = 0; i < 5; i++) await timed(i % 2 ? 'staff@cards.example' : 'nobody@cards.example');
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 50; i++) {
      known.push(await timed('staff@cards.example'));
      unknown.push(await timed(`nobody${i}@cards.example`));
    }
    const [k, u] = [median(known), median(unknown)];
    console.info(`password reset medians over 50: known ${k.toFixed(2)} ms, unknown ${u.toFixed(2)} ms`);
    expect(Math.abs(k - u)).toBeLessThan(2);
    expect((await lastMail(t, 'cards', 'staff@cards.example')).subject).toBe(
      'Reset your password for Arcane Vault Games',
    );
  });
});
