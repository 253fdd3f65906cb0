import { vi } from 'vitest';

/** A JSON answer as the server sends it. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export interface SentCall {
  method: string;
  url: string;
  body: unknown;
}

/**
 * Stands in for the API as a form sees it: the CSRF token, `read` for every GET, and `answer` for each write,
 * which it records (method, URL, JSON body) in the list it returns. Undo with `vi.unstubAllGlobals()`.
 */
export function stubApi(answer: () => Response, read: unknown = {}): SentCall[] {
  const sent: SentCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/csrf-token/')) return json({ csrfToken: 't' });
      const method = init?.method ?? 'GET';
      if (method === 'GET') return json(read);
      sent.push({ method, url, body: init?.body ? (JSON.parse(init.body as string) as unknown) : null });
      return answer();
    }),
  );
  return sent;
}
