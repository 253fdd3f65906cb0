import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const REQUEST_ID_HEADER = 'x-request-id';
/** What an incoming id may be: short, and nothing a log reader or a header could trip on. */
const VALID_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Fastify's `genReqId`: the id a trusted proxy (nginx's `$request_id`) sent in X-Request-Id when it is valid
 * and the connection comes from one of `proxies` (REQUEST_ID_PROXIES: addresses), otherwise a new UUID, so a
 * client cannot give its request another request's id. Every log line of the request carries it as `reqId`.
 */
export function requestIdOf(proxies: readonly string[]): (request: IncomingMessage) => string {
  const trusted = new Set(proxies.flatMap((a) => [a, `::ffff:${a}`]));
  return (request) => {
    const given = request.headers[REQUEST_ID_HEADER];
    const fromProxy = trusted.has(request.socket?.remoteAddress ?? '');
    return fromProxy && typeof given === 'string' && VALID_ID.test(given) ? given : randomUUID();
  };
}

/** Echoes the request id in every answer, so a user's report or a proxy log leads to the server's lines. */
export const requestIdHeader = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header(REQUEST_ID_HEADER, request.id);
    });
  },
  { name: 'request-id' },
);
