import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The id of the `<script type="application/json">` holding a page's inlined answers (web: lib/boot-answers.ts). */
export const BOOT_ANSWERS_ID = 'boot-answers';

/**
 * The answers the browser would get for `calls`, asked of this server in-process: the same store (the
 * page's Host), the same cookies (a signed-in shopper gets their own answers), the same client address (for
 * rate limits), through every hook and the shared answer cache. A call that fails is left out: the web app
 * fetches it as it would without inlined data. Answers each call's body by its URL.
 */
export async function bootAnswers(
  app: FastifyInstance,
  request: FastifyRequest,
  calls: readonly string[],
): Promise<Record<string, unknown>> {
  const headers: Record<string, string> = { host: request.host, accept: 'application/json' };
  if (request.headers.cookie) headers.cookie = request.headers.cookie;
  const results = await Promise.all(
    calls.map((url) =>
      app
        .inject({ method: 'GET', url, headers, remoteAddress: request.ip })
        .then((res) => ({ url, res }))
        .catch(() => null),
    ),
  );
  const answers: Record<string, unknown> = {};
  for (const result of results) {
    if (!result || result.res.statusCode !== 200) continue;
    if (!String(result.res.headers['content-type']).startsWith('application/json')) continue;
    answers[result.url] = result.res.json();
  }
  return answers;
}

/**
 * A JSON data block: not run as script (so the CSP's `script-src 'self'` needs no nonce), and with every
 * `<` written `\u003c`, so merchant text such as `</script><script>` cannot end the block.
 */
export const jsonScript = (id: string, data: unknown) =>
  `<script type="application/json" id="${id}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/**
 * `<link rel="modulepreload">` for the chunks of the given source modules and their static imports, from
 * Vite's build manifest (`.vite/manifest.json`); the entry's own chunks are in index.html already. Without
 * a manifest (an older build) nothing is preloaded. The manifest is our own build's output, not input.
 */
export function modulePreloader(distDir: string): (modules: readonly string[]) => string {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => '';
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const closure = (keys: readonly string[], into = new Set<string>()) => {
    for (const key of keys) {
      if (into.has(key) || !manifest[key]) continue;
      into.add(key);
      closure(manifest[key].imports ?? [], into);
    }
    return into;
  };
  const inEntry = closure(Object.keys(manifest).filter((key) => manifest[key]!.isEntry));
  return (modules) =>
    [...closure(modules)]
      .filter((key) => !inEntry.has(key))
      .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`)
      .join('\n    ');
}
