/**
 * Answers the server inlined in the page (decision 030: `<script type="application/json" id="boot-answers">`,
 * keyed by call URL), so the first render needs no request. Each is handed out once: a query built later
 * (after a navigation, or once its cache entry is gone) fetches a fresh answer. With no inlined data (the dev
 * server, an older server, a page it does not know) every query fetches as before.
 */

const BOOT_ANSWERS_ID = 'boot-answers';

/** The same call whatever the order of its query parameters. */
export function normalizeCallUrl(url: string): string {
  const [path = '', query = ''] = url.split('?', 2);
  const params = new URLSearchParams(query);
  params.sort();
  const sorted = params.toString();
  return sorted ? `${path}?${sorted}` : path;
}

let answers: Map<string, unknown> | null = null;

function inlined(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  const text = typeof document === 'undefined' ? null : document.getElementById(BOOT_ANSWERS_ID)?.textContent;
  if (!text) return answers;
  try {
    for (const [url, body] of Object.entries(JSON.parse(text) as Record<string, unknown>))
      answers.set(normalizeCallUrl(url), body);
  } catch {
    // A malformed block inlines nothing: the queries fetch.
  }
  return answers;
}

/** The inlined answer of this call, once; undefined when there is none (the query then fetches). */
export function takeBootAnswer<T>(url: string): T | undefined {
  const all = inlined();
  const key = normalizeCallUrl(url);
  if (!all.has(key)) return undefined;
  const body = all.get(key) as T;
  all.delete(key);
  return body;
}

/** For a query's `initialData`: the inlined answer of the call to `url` (see `callUrl`), if the page has it. */
export const bootAnswer =
  <T>(url: string) =>
  (): T | undefined =>
    takeBootAnswer<T>(url);

/** Tests: read the page's block again. */
export function resetBootAnswers(): void {
  answers = null;
}
