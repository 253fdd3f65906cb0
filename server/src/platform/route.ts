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
import {
  successStatus,
  type Endpoint,
  type EndpointOf,
  type Route,
  type SuccessBody,
} from '@storefront/contract/endpoint';
import { resolveEndpoint } from '@storefront/contract/resolve-endpoint';
import type { Config } from '../config.ts';
import { writtenAnswerCheck, WrittenJson } from './response-serializer.ts';

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

type FastifyHandler<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<E> & FastifySchema,
  ZodTypeProvider
>;

/** A route's handler: it answers its schema's body, or that body already written (`WrittenJson`). */
export type EndpointHandler<E extends Endpoint> = (
  this: ZodApp,
  ...args: Parameters<FastifyHandler<E>>
) =>
  | ReturnType<FastifyHandler<E>>
  | Promise<Awaited<ReturnType<FastifyHandler<E>>> | WrittenJson<SuccessBody<E>>>;

const JSON_TYPE = 'application/json; charset=utf-8';

export interface RouteOptions {
  /** Route config read by platform hooks: `tenantOptional`, `rateLimit`. */
  config?: FastifyContextConfig;
}

/**
 * Registers a contract endpoint (a row of a capability's table, or an ad-hoc `endpoint()`): method, path,
 * schemas and tags come from the contract, so the route cannot drift from what the web calls. The reply starts
 * with the endpoint's success status (201 for a create), and a handler that answers nothing sends an empty
 * body (204), and one that answers `WrittenJson` sends its text.
 */
export function route<R extends Route>(
  app: ZodApp,
  declared: R,
  handler: EndpointHandler<EndpointOf<R>>,
): void;
export function route<R extends Route>(
  app: ZodApp,
  declared: R,
  options: RouteOptions,
  handler: EndpointHandler<EndpointOf<R>>,
): void;
export function route<R extends Route>(
  app: ZodApp,
  declared: R,
  ...rest: [EndpointHandler<EndpointOf<R>>] | [RouteOptions, EndpointHandler<EndpointOf<R>>]
): void {
  const [options, handler] = rest.length === 1 ? [{}, rest[0]] : rest;
  const endpoint: Endpoint = resolveEndpoint(declared);
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
  const production = (app as { config?: Config }).config?.production ?? false;
  const checkWritten = writtenAnswerCheck(production, endpoint.response[status]);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema,
    ...(options.config && { config: options.config }),
    async handler(request, reply) {
      reply.status(status);
      const result = await call.call(app, request, reply);
      if (result === undefined && !reply.sent) return reply.send();
      if (!(result instanceof WrittenJson)) return result;
      checkWritten(result);
      // Bytes are sent as they are: Fastify skips the serializer.
      reply.type(JSON_TYPE);
      if (result.etag) reply.header('etag', result.etag);
      return result.bytes;
    },
  });
}
