// The server's half of an endpoint table: a declared route's schema names resolved to the contract's zod
// schemas (the web never imports this, so it bundles the tables without zod).
import { z } from 'zod';
import type { DeclaredRoute, Endpoint, EndpointOf, Route } from './endpoint.ts';
import { schemaModules } from './schemas.ts';

const byName = new Map<string, unknown>(
  Object.values(schemaModules).flatMap((module) => Object.entries(module)),
);

function schemaNamed(name: string, route: Route): z.ZodType {
  const schema = byName.get(`${name}Schema`);
  if (!(schema instanceof z.ZodType))
    throw new Error(`${route.method} ${route.path} names ${name}, which is no schema of the contract`);
  return schema;
}

/** The endpoint a declared route stands for, its schema names replaced by the schemas. */
export function resolveEndpoint<R extends Route>(route: R): EndpointOf<R> {
  if (!('declared' in route)) return route as unknown as EndpointOf<R>;
  const { declared, ...rest } = route as unknown as DeclaredRoute;
  const endpoint: Endpoint = { ...rest, response: {} };
  for (const [key, name] of Object.entries(declared) as [string, string][]) {
    const schema = schemaNamed(name, route);
    if (/^\d+$/.test(key)) endpoint.response[Number(key)] = schema;
    else endpoint[key as 'params' | 'query' | 'body' | 'headers'] = schema;
  }
  return endpoint as EndpointOf<R>;
}
