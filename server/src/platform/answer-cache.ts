import { hash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { boundedCache } from './bounded-cache.ts';
import type { DataKind, DataVersions } from './data-versions.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The kinds of data this GET shows: its anonymous answers are the same for every shopper, so they
     * are kept in the shared cache (keyed by those kinds' versions) and marked public for CDNs.
     */
    publicAnswer?: readonly DataKind[];
  }
  interface FastifyRequest {
    /** The shared-cache key of an anonymous GET of a public answer; null for anything else. */
    sharedKey: string | null;
  }
}

/** Shared caches and browsers may keep an anonymous answer 10 s, and serve it for a minute more while they ask again. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=10, stale-while-revalidate=60';
/** A signed-in answer may differ per user (staff see suppliers' e-mails): never stored anywhere. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

interface CachedAnswer {
  /** The serialised answer as bytes: sent as is, with no JSON or UTF-8 encoding per request. */
  body: Buffer;
  etag: string;
  type: string;
}

export interface AnswerCacheOptions {
  versions: DataVersions;
  /** How many answers to keep; 0 turns the server cache off (the headers stay). */
  entries: number;
  /** Longest an answer is kept: a safety net for a change no write function announced. */
  ttlMs: number;
}

const etagOf = (body: Buffer) => `"${hash('sha1', body, 'base64url')}"`;

/** RFC 9110 If-None-Match: `*` or a list of tags, weak ones compared by their opaque part. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

function answer(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  reply.header('etag', etag).header('cache-control', PUBLIC_CACHE_CONTROL);
  if (!matches(request.headers['if-none-match'], etag)) return false;
  reply.code(304);
  return true;
}

/**
 * The shared cache of anonymous catalogue answers (one per instance), their ETag/304 and Cache-Control.
 * Routes opt in with `config.publicAnswer`; a signed-in request neither reads nor fills it and is
 * answered `private, no-store`. Registered after the session loader, so `ctx.user` is known.
 */
export const answerCache = fp<AnswerCacheOptions>(
  async (app: FastifyInstance, { versions, entries, ttlMs }) => {
    const cache =
      entries > 0
        ? boundedCache<string, CachedAnswer>({
            max: entries,
            ttlMs,
            maxSize: { total: 64 * 1024 * 1024, sizeOf: (a: CachedAnswer) => a.body.byteLength },
          })
        : null;
    app.decorateRequest('sharedKey', null);

    app.addHook('onRequest', async (request, reply) => {
      const kinds = request.routeOptions.config?.publicAnswer;
      if (!kinds || request.method !== 'GET' || !request.tenant || request.ctx.user) return;
      const tenantId = request.tenant.id;
      request.sharedKey = `${tenantId} ${versions.stamp(tenantId, kinds)} ${request.url}`;
      const hit = cache?.get(request.sharedKey);
      app.metrics?.answerCache.inc({ result: hit ? 'hit' : 'miss' });
      if (!hit) return;
      reply.header('x-cache', 'HIT');
      if (answer(request, reply, hit.etag)) return reply.send();
      return reply.header('content-type', hit.type).send(hit.body);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (!request.routeOptions.config?.publicAnswer) return payload;
      if (request.sharedKey === null) {
        reply.removeHeader('etag');
        reply.header('cache-control', PRIVATE_CACHE_CONTROL);
        return payload;
      }
      const written = Buffer.isBuffer(payload);
      if (
        reply.getHeader('x-cache') === 'HIT' ||
        reply.statusCode !== 200 ||
        !(written || typeof payload === 'string')
      )
        return payload;
      // Encoded once: hashed, kept, and sent as these bytes (a string would be encoded again to be sent).
      const body = written ? payload : Buffer.from(payload);
      // A written answer may come with its tag (product lists: a digest of their cards' digests).
      const etag = (reply.getHeader('etag') as string | undefined) ?? etagOf(body);
      if (cache) {
        const type = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
        cache.set(request.sharedKey, { body, etag, type });
      }
      reply.header('x-cache', 'MISS');
      return answer(request, reply, etag) ? '' : body;
    });
  },
  { name: 'answer-cache', dependencies: ['tenancy', 'session-loader'] },
);
