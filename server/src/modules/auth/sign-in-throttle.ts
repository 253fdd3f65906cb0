import { boundedCache } from '../../platform/bounded-cache.ts';
import { TooManyRequests } from '../../platform/errors.ts';
import type { SharedCounters } from '../../platform/shared-counters.ts';

export interface SignInThrottleSettings {
  /** Failed sign-ins an account may have before each further attempt has to wait. */
  freeFailures: number;
  /** The first wait; each further failure doubles it, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
}

interface Failures {
  count: number;
  last: number;
}

const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;
const MAX_ENTRIES = 50_000;

/** "Please wait 4 seconds", "Please wait 15 minutes". */
export function waitMessage(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  const [n, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return `Too many attempts. Please wait ${n} ${unit}${n === 1 ? '' : 's'} and try again.`;
}

/** How long an account with `failures` failures, the last at `last`, must still wait at `now`. */
function waitAfter(settings: SignInThrottleSettings, failures: Failures | undefined, now: number): number {
  const { freeFailures, baseDelayMs, maxDelayMs } = settings;
  if (!failures || failures.count < freeFailures) return 0;
  const delay = Math.min(maxDelayMs, baseDelayMs * 2 ** Math.min(30, failures.count - freeFailures));
  return Math.max(0, failures.last + delay - now);
}

function throwIfWaiting(wait: number): void {
  if (wait > 0) throw new TooManyRequests(waitMessage(wait), Math.ceil(wait / 1000));
}

/** What sign-in asks of a throttle, in one process (SignInThrottle) or shared by every instance. */
export interface SignInLimiter {
  /** Throws 429 (with Retry-After) while any of `keys` must wait; the attempt is then not made at all. */
  check(keys: string[]): void | Promise<void>;
  /** Counts one failed attempt against each key. */
  fail(keys: string[]): void | Promise<void>;
  /** A successful sign-in (or password reset) starts the account afresh. */
  succeed(keys: string[]): void | Promise<void>;
}

/**
 * Growing delays between failed sign-ins of one account (or one unknown identifier): after
 * `freeFailures` failures each attempt waits 1 s, 2 s, 4 s … up to `maxDelayMs`; a success resets.
 * No hard lockout: ten wrong passwords from a stranger cost the owner a 32-second wait, not 15 minutes.
 * In the server's bounded cache (the least recently failed go first): for the one process on PGlite;
 * SharedSignInThrottle keeps the same counts in PostgreSQL for every instance.
 */
export class SignInThrottle implements SignInLimiter {
  private readonly failures = boundedCache<string, Failures>({ max: MAX_ENTRIES, ttlMs: FORGET_AFTER_MS });

  constructor(private readonly settings: SignInThrottleSettings) {}

  private current(key: string, now: number): Failures | undefined {
    const entry = this.failures.get(key);
    return entry && now - entry.last < FORGET_AFTER_MS ? entry : undefined;
  }

  /** How long `key` must still wait before its next attempt; 0 when it may try now. */
  waitMs(key: string, now = Date.now()): number {
    return waitAfter(this.settings, this.current(key, now), now);
  }

  /** Throws 429 (with Retry-After) while any of `keys` must wait; the attempt is then not made at all. */
  check(keys: string[]): void {
    throwIfWaiting(Math.max(0, ...keys.map((key) => this.waitMs(key))));
  }

  /** Counts one failed attempt against each key. */
  fail(keys: string[]): void {
    const now = Date.now();
    for (const key of keys) {
      const count = (this.current(key, now)?.count ?? 0) + 1;
      this.failures.set(key, { count, last: now });
    }
  }

  /** A successful sign-in (or password reset) starts the account afresh. */
  succeed(keys: string[]): void {
    for (const key of keys) this.failures.delete(key);
  }
}

/** SignInThrottle's rule on counters every instance shares: failures spread over instances count as one. */
export class SharedSignInThrottle implements SignInLimiter {
  constructor(
    private readonly settings: SignInThrottleSettings,
    private readonly counters: SharedCounters,
  ) {}

  async check(keys: string[]): Promise<void> {
    const now = Date.now();
    const counts = await Promise.all(keys.map((key) => this.counters.read(`signin:${key}`)));
    const waits = counts.map((c) =>
      waitAfter(this.settings, c ? { count: c.count, last: c.lastMs } : undefined, now),
    );
    throwIfWaiting(Math.max(0, ...waits));
  }

  async fail(keys: string[]): Promise<void> {
    for (const key of keys) await this.counters.add(`signin:${key}`, FORGET_AFTER_MS, { slide: true });
  }

  async succeed(keys: string[]): Promise<void> {
    await this.counters.clear(keys.map((key) => `signin:${key}`));
  }
}

/**
 * The sign-in throttle of the configured settings: shared by every instance when `counters` are (PostgreSQL),
 * else this process's own. Store accounts and platform operators each have one.
 */
export function signInLimiter(
  limit: { signInFreeFailures: number; signInMaxDelayMs: number },
  counters: SharedCounters | null,
): SignInLimiter {
  const settings = {
    freeFailures: limit.signInFreeFailures,
    baseDelayMs: 1000,
    maxDelayMs: limit.signInMaxDelayMs,
  };
  return counters ? new SharedSignInThrottle(settings, counters) : new SignInThrottle(settings);
}

/** The throttle key of an account, so its username and e-mail address share one count. */
export const accountThrottleKey = (tenantId: string, userId: number) => `${tenantId}:user:${userId}`;
/** The throttle key of an identifier that names no account. */
export const identifierThrottleKey = (tenantId: string, login: string) =>
  `${tenantId}:login:${login.trim().toLowerCase()}`;
