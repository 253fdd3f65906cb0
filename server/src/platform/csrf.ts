import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tenantEndpoints } from '@storefront/contract/tenant.endpoints';
import { Forbidden } from './errors.ts';
import { isApiRequest } from './routed-path.ts';
import { route } from './route.ts';

export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function sign(secret: string, scope: string, nonce: string): string {
  return createHmac('sha256', secret).update(`${scope}.${nonce}`).digest('base64url');
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A token is `nonce.signature`, signed for one store so a token minted on one host is void on another. */
export function isValidToken(secret: string, scope: string, token: string | undefined): token is string {
  if (!token) return false;
  const [nonce, signature, extra] = token.split('.');
  if (!nonce || !signature || extra !== undefined) return false;
  return safeEqual(signature, sign(secret, scope, nonce));
}

export function mintToken(secret: string, scope: string): string {
  const nonce = randomBytes(18).toString('base64url');
  return `${nonce}.${sign(secret, scope, nonce)}`;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Returns the request's CSRF token, minting one and setting its cookie when needed. */
    issueCsrfToken(request: FastifyRequest, reply: FastifyReply): string;
  }
  interface FastifyContextConfig {
    /** Unsafe calls that cannot carry the header (none of the browser's); off by default. */
    skipCsrf?: boolean;
  }
}

/**
 * Double-submit CSRF protection: every unsafe /api call must send the token from
 * `GET /api/csrf-token/` in `X-CSRFToken`, equal to the httpOnly cookie and signed for this store.
 */
export const csrf = fp<{ secret: string }>(
  async (app: FastifyInstance, { secret }) => {
    const scopeOf = (request: FastifyRequest) => request.tenant?.id ?? 'platform';

    app.decorate('issueCsrfToken', (request: FastifyRequest, reply: FastifyReply) => {
      const existing = request.cookies[CSRF_COOKIE];
      if (isValidToken(secret, scopeOf(request), existing)) return existing;
      const token = mintToken(secret, scopeOf(request));
      reply.setCookie(CSRF_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        maxAge: 60 * 60 * 24 * 365,
      });
      return token;
    });

    const zodApp = app.withTypeProvider<ZodTypeProvider>();
    route(
      zodApp,
      tenantEndpoints.csrfToken,
      { config: { tenantOptional: true } },
      async (request, reply) => ({
        csrfToken: app.issueCsrfToken(request, reply),
      }),
    );

    // Before body validation, so a forged call is refused (403) whatever its body, not told what is wrong with it.
    app.addHook('preValidation', async (request) => {
      if (!UNSAFE_METHODS.has(request.method) || !isApiRequest(request)) return;
      if (request.routeOptions.config?.skipCsrf) return;
      const header = request.headers[CSRF_HEADER];
      const cookie = request.cookies[CSRF_COOKIE];
      const sent = Array.isArray(header) ? header[0] : header;
      if (!sent || !cookie || !safeEqual(sent, cookie) || !isValidToken(secret, scopeOf(request), sent)) {
        throw new Forbidden('CSRF token missing or invalid. Refresh the page and try again.');
      }
    });
  },
  { name: 'csrf', dependencies: ['tenancy'] },
);
