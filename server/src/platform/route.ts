import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { successStatus, type Endpoint } from '@storefront/contract/endpoint';

type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

type Get<E, K extends string> = E extends Record<K, infer S> ? S : undefined;

/** The Fastify schema an endpoint stands for (the contract says `query`, Fastify says `querystring`). */
type SchemaOf<E extends Endpoint> = {
  params: Get<E, 'params'>;
  querystring: Get<E, 'query'>;
  body: Get<E, 'body'>;
  headers: Get<E, 'headers'>;
  response: E['response'];
};

export type EndpointHandler<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<E> & FastifySchema,
  ZodTypeProvider
>;

export interface RouteOptions {
  /** Route config read by platform hooks: `tenantOptional`, `rateLimit`. */
  config?: FastifyContextConfig;
}

/**
 * Registers a contract endpoint: method, path, schemas and tags come from the descriptor, so the route cannot
 * drift from what the web calls. The reply starts with the endpoint's success status (201 for a create), and
 * a handler that answers nothing sends an empty body (204).
 */
export function route<E extends Endpoint>(app: ZodApp, endpoint: E, handler: EndpointHandler<E>): void;
export function route<E extends Endpoint>(
  app: ZodApp,
  endpoint: E,
  options: RouteOptions,
  handler: EndpointHandler<E>,
): void;
export function route<E extends Endpoint>(
  app: ZodApp,
  endpoint: E,
  ...rest: [EndpointHandler<E>] | [RouteOptions, EndpointHandler<E>]
): void {
  const [options, handler] = rest.length === 1 ? [{}, rest[0]] : rest;
  const status = successStatus(endpoint);
  const schema = Object.fromEntries(
    Object.entries({
      tags: endpoint.tags,
      params: endpoint.params,
      querystring: endpoint.query,
      body: endpoint.body,
      headers: endpoint.headers,
      response: endpoint.response,
    }).filter(([, value]) => value !== undefined),
  );
  const call = handler as unknown as (this: ZodApp, ...args: unknown[]) => unknown;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema,
    ...(options.config && { config: options.config }),
    async handler(request, reply) {
      reply.status(status);
      const result = await call.call(app, request, reply);
      if (result === undefined && !reply.sent) return reply.send();
      return result;
    },
  });
}
