import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BadRequest } from './errors.ts';

/**
 * The path the router matched, as its route declares it (`/api/buylist/:id/`), or the request's path
 * decoded when no route matched. Request checks (CSRF, the opening guard, sessions, tenancy) read this and
 * never `request.url`: `/%61pi/x/` reaches the route `/api/x/`, so it must be checked as one (decision 038).
 */
export function routedPath(request: FastifyRequest): string {
  const declared = request.routeOptions.url;
  if (declared) return declared;
  const path = request.url.split('?', 1)[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Whether the request reaches an API route (by its routed path). */
export const isApiRequest = (request: FastifyRequest): boolean => routedPath(request).startsWith('/api/');

/**
 * Refuses (400) a request whose target is not a path (`POST http://host/api/…`, absolute form): the server
 * is no proxy, and the path and host such a target names must not disagree with the Host header the store
 * is found by, nor reach the links the server writes.
 */
export function refuseAbsoluteTargets(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const target = request.raw.url ?? '';
    if (!target.startsWith('/'))
      throw new BadRequest('The request target must be a path (/…), not an absolute URL', {
        url: 'Not a path',
      });
  });
}
