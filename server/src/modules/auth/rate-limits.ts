import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { TooManyRequests } from '../../platform/errors.ts';
import type { SharedCounters } from '../../platform/shared-counters.ts';
import { waitMessage } from './sign-in-throttle.ts';

export type AuthRateLimit = Config['authRateLimit'];

/** The per-route @fastify/rate-limit options: `max` calls of one action per client address and window. */
export function perIpLimit(action: string, limit: AuthRateLimit) {
  return {
    max: limit.perIp,
    timeWindow: limit.windowMs,
    keyGenerator: (request: FastifyRequest) => `${action}:${request.ip}`,
    errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
      new TooManyRequests(waitMessage(context.ttl)),
  };
}

/** What the auth routes ask of an account limit: count an attempt, or refuse it with 429. */
export interface AccountLimits {
  take(key: string): void | Promise<void>;
}

/**
 * Counts registrations, reset and resend requests per store, action and e-mail address, so spreading
 * them over many client addresses does not help (sign-in failures: see SignInThrottle). In memory, for the
 * one process on PGlite; SharedAccountLimiter counts for every instance.
 */
export class AccountLimiter implements AccountLimits {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly limit: AuthRateLimit) {}

  private entry(key: string) {
    const now = Date.now();
    const hit = this.hits.get(key);
    if (hit && hit.resetAt > now) return hit;
    if (this.hits.size > 10_000) this.prune(now);
    const fresh = { count: 0, resetAt: now + this.limit.windowMs };
    this.hits.set(key, fresh);
    return fresh;
  }

  private prune(now: number) {
    for (const [key, hit] of this.hits) if (hit.resetAt <= now) this.hits.delete(key);
  }

  /** Throws 429 when the account has used up its attempts in this window. */
  check(key: string): void {
    const hit = this.entry(key);
    if (hit.count >= this.limit.perAccount) throw new TooManyRequests(waitMessage(hit.resetAt - Date.now()));
  }

  /** Counts one attempt. */
  record(key: string): void {
    this.entry(key).count += 1;
  }

  /** Checks, then counts: for actions where every attempt counts (registration, reset, resend). */
  take(key: string): void {
    this.check(key);
    this.record(key);
  }

  clear(key: string): void {
    this.hits.delete(key);
  }
}

/** AccountLimiter's rule on counters every instance shares (decision 022). */
export class SharedAccountLimiter implements AccountLimits {
  constructor(
    private readonly limit: AuthRateLimit,
    private readonly counters: SharedCounters,
  ) {}

  /** Counts the attempt, then refuses it when it is over the limit (a refused attempt moves no window). */
  async take(key: string): Promise<void> {
    const hit = await this.counters.add(`account:${key}`, this.limit.windowMs);
    if (hit.count > this.limit.perAccount) throw new TooManyRequests(waitMessage(hit.expiresMs - Date.now()));
  }
}

export const accountKey = (tenantId: string, action: string, identifier: string) =>
  `${tenantId}:${action}:${identifier.trim().toLowerCase()}`;
