import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';
import { REMOTE_IMAGE_HOSTS } from './remote-images.ts';

const HSTS = 'max-age=31536000';

/** Where Stripe.js loads from, frames its card fields and calls (docs/payments.md). */
const STRIPE_JS = 'https://js.stripe.com';
const STRIPE_API = 'https://api.stripe.com';

/**
 * helmet's headers with a CSP the web app runs under (no nonces: the same for every answer); with Stripe
 * configured, Stripe.js may load, frame its Payment Element and call its API.
 */
const security = (stripe: boolean): HelmetOptions => ({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...(stripe ? [STRIPE_JS] : [])],
      ...(stripe && { frameSrc: [STRIPE_JS, 'https://hooks.stripe.com'] }),
      // React sets theme colours through style attributes.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...REMOTE_IMAGE_HOSTS.map((host) => `https://${host}`)],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...(stripe ? [STRIPE_API] : [])],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  hsts: false,
});

/** The headers helmet sets with `options`, recorded once from its middleware. */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as never, recorder as never, () => {});
  return headers;
}

/**
 * Security headers with a CSP the web app runs under, and compression of every answer. In production,
 * answers over HTTPS (directly, or behind a proxy trusted with TRUST_PROXY) carry HSTS; plain-HTTP
 * answers cannot (browsers ignore it there), so the demo on http://localhost keeps working.
 */
export async function registerHardening(
  app: FastifyInstance,
  { production, stripe = false }: { production: boolean; stripe?: boolean },
): Promise<void> {
  // The same headers on every answer, computed once: @fastify/helmet builds helmet's middleware (parsing
  // every CSP directive) anew for each request, a tenth of a cached catalogue answer's CPU.
  const headers = securityHeaders(security(stripe));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  if (production) {
    app.addHook('onSend', async (request, reply) => {
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    });
  }
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Brotli's default quality (11) costs more CPU per answer than it saves on the wire.
    brotliOptions: {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 },
      flush: zlibConstants.BROTLI_OPERATION_FLUSH,
    },
    // A streamed answer (a page's head before its inlined data, decision 030) reaches the browser part by
    // part: each written part is flushed through the compressor, not held until the end.
    zlibOptions: { flush: zlibConstants.Z_SYNC_FLUSH },
  });
}
