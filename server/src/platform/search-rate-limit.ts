import type { FastifyRequest } from 'fastify';
import { TooManyRequests } from './errors.ts';

/**
 * The per-route @fastify/rate-limit options of an expensive search: `perMinute` calls per client address,
 * counted only for the requests `counts` accepts (e.g. a product list with a search term).
 */
export function searchRateLimit(perMinute: number, counts?: (request: FastifyRequest) => boolean) {
  return {
    max: perMinute,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => request.ip,
    ...(counts && { allowList: (request: FastifyRequest) => !counts(request) }),
    errorResponseBuilder: () =>
      new TooManyRequests('Too many searches from your address. Please wait a minute and try again.'),
  };
}
