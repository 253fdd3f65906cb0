import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The SHA-256 (base64url) of the JSON body as received, for signatures that cover the body. */
    jsonBodyDigest?: string;
  }
}

/**
 * JSON bodies as Fastify parses them (prototype-poisoning checks included), except that an empty body
 * is no body: clients send `Content-Type: application/json` with nothing on calls such as sign-out. The
 * text's SHA-256 is kept on the request (`jsonBodyDigest`) for signed calls (the store CLI's).
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    request.jsonBodyDigest = createHash('sha256').update(text).digest('base64url');
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
}
