/** Every call to the server goes through here: credentials, CSRF header, and errors with status and body. */

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: { error?: string; fields?: Record<string, string> } & Record<string, unknown>,
  ) {
    super(typeof body.error === 'string' ? body.error : `HTTP error! status: ${status}`);
    this.name = 'HttpError';
  }
}

let csrfToken: Promise<string> | null = null;

async function getCsrfToken(): Promise<string> {
  csrfToken ??= fetch('/api/csrf-token/', { credentials: 'include' })
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

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Query;
  headers?: Record<string, string>;
  signal?: AbortSignal;
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
    credentials: 'include',
    body:
      options.body === undefined
        ? undefined
        : form
          ? (options.body as FormData)
          : JSON.stringify(options.body),
    signal: options.signal,
  });
}

/** Calls the API and answers the parsed JSON, or throws HttpError carrying status and body. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
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
