// One descriptor per API call, in two halves so the web's first page never bundles zod:
// - `at(method, path)` in `<cap>.paths.ts` is zod-free: where the call goes. The web imports only this half.
// - `endpoint(at…, { params, query, body, response })` in `<cap>.endpoints.ts` adds the zod schemas:
//   the server registers its route from it, and the web takes its types from it with `import type`.
import type { z } from 'zod';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Where a call goes: a method and a path with `:name` segments (spec section 7, trailing slash included). */
export interface Route<M extends Method = Method, P extends string = string> {
  readonly method: M;
  readonly path: P;
}

/** The zod-free half of an endpoint. */
export function at<M extends Method, P extends string>(method: M, path: P): Route<M, P> {
  return { method, path };
}

/** What an endpoint validates and answers; `response` maps each status to its body schema. */
export interface EndpointSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  headers?: z.ZodType;
  response: Record<number, z.ZodType>;
  /** OpenAPI groups (/api/docs). */
  tags?: readonly string[];
}

export type Endpoint<R extends Route = Route, S extends EndpointSchemas = EndpointSchemas> = R & S;

/** A whole endpoint: the route and its schemas. */
export function endpoint<R extends Route, S extends EndpointSchemas>(route: R, schemas: S): R & S {
  return { ...route, ...schemas };
}

/** The `:name` segments of a path, as a union of names. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type SuccessStatus = 200 | 201 | 202 | 204;

/** The body a successful call answers (nothing for 204). */
export type SuccessBody<E extends EndpointSchemas> = {
  [K in keyof E['response']]: K extends SuccessStatus
    ? K extends 204
      ? void
      : E['response'][K] extends z.ZodType
        ? z.output<E['response'][K]>
        : never
    : never;
}[keyof E['response']];

/** The first success status an endpoint declares: the one a handler answers by default. */
export function successStatus(schemas: EndpointSchemas): number {
  const codes = Object.keys(schemas.response)
    .map(Number)
    .filter((code) => code >= 200 && code < 300);
  return codes[0] ?? 200;
}
