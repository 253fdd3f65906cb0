/** Every call to the server goes through here: credentials, CSRF header, and errors with status and body. */
import type { EndpointOf, PathParamNames, Route, SuccessBody } from '@storefront/contract/endpoint';
import { tenantEndpoints } from '@storefront/contract/tenant.endpoints';
import type { z } from 'zod';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: { error?: string; fields?: Record<string, string> } & Record<string, unknown>,
  ) {
    super(typeof body.error === 'string' ? body.error : `HTTP error! status: ${status}`);
    this.name = 'HttpError';
  }
}

/** The server's message of a failed call, and its field messages. */
export function errorOf(error: unknown): { message: string; fields: Record<string, string> } {
  const e = error as { message?: string; body?: { fields?: Record<string, string> } } | null;
  return { message: e?.message ?? 'Something went wrong', fields: e?.body?.fields ?? {} };
}

let csrfToken: Promise<string> | null = null;

async function getCsrfToken(): Promise<string> {
  csrfToken ??= fetch(tenantEndpoints.csrfToken.path, { credentials: 'include' })
    .then(async (res) => {
      if (!res.ok) throw new HttpError(res.status, {});
      return ((await res.json()) as { csrfToken: string }).csrfToken;
    })
    .catch((error: unknown) => {
      csrfToken = null;
      throw error;
    });
  return csrfToken;
}

/** Forget the token, e.g. after sign-in or sign-out when the server may have replaced it. */
export function resetCsrfToken(): void {
  csrfToken = null;
}

type Query = Record<string, string | number | boolean | null | undefined>;

/** `?a=1&b=2` from the non-empty values only (spec section 5: empty parameters are not sent). */
export function queryString(query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** The path with each `:name` segment replaced by its (encoded) value. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

interface RequestOptions {
  method?: Route['method'];
  body?: unknown;
  query?: Query;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  credentials?: RequestCredentials;
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  // A FormData body (file upload) sets its own multipart content type.
  const form = options.body instanceof FormData;
  if (options.body !== undefined && !form) headers['Content-Type'] = 'application/json';
  if (method !== 'GET') headers['X-CSRFToken'] = await getCsrfToken();
  return fetch(`${path}${queryString(options.query)}`, {
    method,
    headers,
    credentials: options.credentials ?? 'include',
    // Ask the server every time (a 304 when unchanged): a catalogue answer cached for a CDN must not be
    // reused by this browser after its shopper signs in or edits it (docs/http-caching.md).
    cache: 'no-cache',
    body:
      options.body === undefined
        ? undefined
        : form
          ? (options.body as FormData)
          : JSON.stringify(options.body),
    signal: options.signal,
  });
}

/** Sends a request and answers the parsed JSON, or throws HttpError carrying status and body. */
async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  let res = await send(path, options);
  if (res.status === 403 && (options.method ?? 'GET') !== 'GET') {
    const body = (await res
      .clone()
      .json()
      .catch(() => ({}))) as { error?: string };
    if (body.error?.includes('CSRF')) {
      resetCsrfToken();
      res = await send(path, options);
    }
  }
  if (res.status === 204) return undefined as T;
  const body: unknown = await res.json().catch(() => ({}));
  if (!res.ok) throw new HttpError(res.status, (body ?? {}) as HttpError['body']);
  return body as T;
}

type ParamsOption<R extends Route> = [PathParamNames<R['path']>] extends [never]
  ? { params?: never }
  : { params: Record<PathParamNames<R['path']>, string | number> };
type BodyOption<E> = E extends { body: infer B extends z.ZodType }
  ? { body: z.input<B> }
  : { body?: FormData };
type QueryOption<E> = E extends { query: infer Q extends z.ZodType }
  ? { query?: { [K in keyof z.input<Q>]?: Query[string] } }
  : { query?: never };

/** What one call takes besides its route: path params, query, body (typed from the contract), and transport. */
export type CallOptions<R extends Route> = ParamsOption<R> &
  BodyOption<EndpointOf<R>> &
  QueryOption<EndpointOf<R>> & {
    headers?: Record<string, string>;
    signal?: AbortSignal;
    credentials?: RequestCredentials;
  };

export type CallArgs<R extends Route> =
  Record<string, never> extends CallOptions<R> ? [options?: CallOptions<R>] : [options: CallOptions<R>];

/** Calls a contract endpoint (`call(cartEndpoints.addToCart, { body })`) and answers its typed success body. */
export function call<R extends Route>(
  route: R,
  ...[options]: CallArgs<R>
): Promise<SuccessBody<EndpointOf<R>>> {
  const { params, ...rest } = (options ?? {}) as RequestOptions & {
    params?: Record<string, string | number>;
  };
  return api(fillPath(route.path, params), { ...rest, method: route.method });
}

/** The URL `call(route, options)` requests: the filled path and the non-empty query values. */
export function callUrl(
  route: Route,
  { params, query }: { params?: Record<string, string | number>; query?: Query } = {},
): string {
  return `${fillPath(route.path, params)}${queryString(query)}`;
}
