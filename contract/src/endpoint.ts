// One table per capability declares each call once: its method and path, and its schemas by name
// (`cartEndpoints.addToCart` = `['POST /api/ecommerce/cart/', { body: 'AddToCartBody', 201: 'Cart' }]`).
// The table holds strings only, so the web bundles it without zod; the names are checked against the
// contract's schemas at compile time (`import type`), and the server resolves them to the zod schemas when it
// registers the route (`resolveEndpoint` in `resolve-endpoint.ts`).
import type { z } from 'zod';
import type { Schemas } from './schemas.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Where a call goes: a method and a path with `:name` segments (spec section 7, trailing slash included). */
export interface Route<M extends Method = Method, P extends string = string> {
  readonly method: M;
  readonly path: P;
}

/** A route on its own (tests declare ad-hoc endpoints with it). */
export function at<M extends Method, P extends string>(method: M, path: P): Route<M, P> {
  return { method, path };
}

/** A schema's name in the table: its type's name, `Cart` for `CartSchema`. */
export type SchemaName = {
  [K in keyof Schemas]: K extends `${infer Name}Schema`
    ? Schemas[K] extends z.ZodType
      ? Name
      : never
    : never;
}[keyof Schemas];

/** The schema a name stands for. */
export type SchemaNamed<N> = N extends SchemaName ? Schemas[`${N}Schema`] : never;

/** What a call validates and answers, by schema name; each status key names the body it answers. */
export interface Declared {
  readonly params?: SchemaName;
  readonly query?: SchemaName;
  readonly body?: SchemaName;
  readonly headers?: SchemaName;
  readonly [status: number]: SchemaName;
}

/** One row of a table: `'METHOD /path/'` and what it validates and answers. */
export type Row = readonly [`${Method} /${string}`, Declared];

/** A declared call: route, OpenAPI tags (/api/docs) and its schemas' names. */
export interface DeclaredRoute<
  M extends Method = Method,
  P extends string = string,
  D extends Declared = Declared,
> extends Route<M, P> {
  readonly tags?: readonly string[];
  readonly declared: D;
}

type RouteOfRow<T extends Row> = T[0] extends `${infer M extends Method} ${infer P}`
  ? DeclaredRoute<M, P, T[1]>
  : never;

/** A capability's table, its rows tagged `tag` in the OpenAPI document. */
export function endpoints<const T extends Record<string, Row>>(
  tag: string | undefined,
  table: T,
): { readonly [K in keyof T]: RouteOfRow<T[K]> } {
  const routes: Record<string, DeclaredRoute> = {};
  for (const [name, [at, declared]] of Object.entries(table)) {
    const space = at.indexOf(' ');
    routes[name] = {
      method: at.slice(0, space) as Method,
      path: at.slice(space + 1),
      ...(tag !== undefined && { tags: [tag] }),
      declared,
    };
  }
  return routes as { readonly [K in keyof T]: RouteOfRow<T[K]> };
}

/** The schemas of a collection's four rows: its list, one entry's id params, what is sent and what is answered. */
export interface CollectionSchemas {
  readonly list: SchemaName;
  readonly id: SchemaName;
  readonly input: SchemaName;
  readonly item: SchemaName;
}

/** The rows of a collection the staff keep: `list` (GET), `create<Name>` (POST), `update<Name>` (PUT on
 * `:id/`) and `delete<Name>` (DELETE on `:id/`, 204), in that order, to spread into a table. */
export function collection<
  const L extends string,
  const N extends string,
  const P extends `/${string}/`,
  const S extends CollectionSchemas,
>(
  list: L,
  name: N,
  path: P,
  schemas: S,
): { readonly [K in L]: readonly [`GET ${P}`, { readonly 200: S['list'] }] } & {
  readonly [K in `create${N}`]: readonly [
    `POST ${P}`,
    { readonly body: S['input']; readonly 201: S['item'] },
  ];
} & {
  readonly [K in `update${N}`]: readonly [
    `PUT ${P}:id/`,
    { readonly params: S['id']; readonly body: S['input']; readonly 200: S['item'] },
  ];
} & {
  readonly [K in `delete${N}`]: readonly [
    `DELETE ${P}:id/`,
    { readonly params: S['id']; readonly 204: 'NoContent' },
  ];
} {
  const rows: Record<string, Row> = {
    [list]: [`GET ${path}`, { 200: schemas.list }],
    [`create${name}`]: [`POST ${path}`, { body: schemas.input, 201: schemas.item }],
    [`update${name}`]: [`PUT ${path}:id/`, { params: schemas.id, body: schemas.input, 200: schemas.item }],
    [`delete${name}`]: [`DELETE ${path}:id/`, { params: schemas.id, 204: 'NoContent' }],
  };
  return rows as never;
}

/** The two rows of a record read and saved whole: `name` (GET) and `save<Name>` (PUT with the body `saved`,
 * answering `shown`, which is `saved` unless the answer says more), to spread into a table. */
export function readAndSave<
  const K extends string,
  const P extends `/${string}/`,
  const Saved extends SchemaName,
  const Shown extends SchemaName = Saved,
>(
  name: K,
  path: P,
  saved: Saved,
  shown?: Shown,
): { readonly [_ in K]: readonly [`GET ${P}`, { readonly 200: Shown }] } & {
  readonly [_ in `save${Capitalize<K>}`]: readonly [
    `PUT ${P}`,
    { readonly body: Saved; readonly 200: Shown },
  ];
} {
  const answer = shown ?? saved;
  const rows: Record<string, Row> = {
    [name]: [`GET ${path}`, { 200: answer }],
    [`save${name.charAt(0).toUpperCase()}${name.slice(1)}`]: [`PUT ${path}`, { body: saved, 200: answer }],
  };
  return rows as never;
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

/** A whole endpoint from a route and its schemas (tests declare ad-hoc endpoints with it). */
export function endpoint<R extends Route, S extends EndpointSchemas>(route: R, schemas: S): R & S {
  return { ...route, ...schemas };
}

type Statuses<D> = { [K in keyof D]: K extends number ? K : never }[keyof D];
type Named<D, K extends 'params' | 'query' | 'body' | 'headers'> = D extends { [_ in K]: infer N }
  ? { [_ in K]: SchemaNamed<N> }
  : unknown;

/** The endpoint, schemas and all, a declared route stands for (an `Endpoint` stands for itself). */
export type EndpointOf<R extends Route> =
  R extends DeclaredRoute<infer M, infer P, infer D>
    ? Route<M, P> & { tags?: readonly string[]; response: { [S in Statuses<D>]: SchemaNamed<D[S]> } } & Named<
          D,
          'params'
        > &
        Named<D, 'query'> &
        Named<D, 'body'> &
        Named<D, 'headers'>
    : R extends Endpoint
      ? R
      : never;

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
