import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pageBoot, STORE_BOOT } from '@storefront/contract/page-boot';
import { DEFAULT_THEME } from '@storefront/contract/tenant';
import { pageTitle } from '@storefront/contract/tenant-title';
import { BOOT_ANSWERS_ID, bootAnswers, jsonScript, modulePreloader } from './page-boot.ts';

/** Extra `<head>` content for one page, e.g. a product's meta tags; later modules register these. */
export type HeadRenderer = (request: FastifyRequest) => Promise<string | null>;

export interface WebAppOptions {
  distDir: string;
  headRenderers: HeadRenderer[];
}

/** Decoded paths with control characters (NUL…), `..` segments or backslashes never name a page or file. */
const isWellFormedPath = (urlPath: string) =>
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  !/[\u0000-\u001f\u007f\\]/.test(urlPath) && !urlPath.split('/').includes('..');

const isFile = (file: string) => statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Serves the built web app: hashed assets cached for a year, every other path answered with
 * index.html (the SPA fallback) carrying the store's title, or a page-specific head when a renderer has one.
 */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  const indexPath = path.join(options.distDir, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn(`No built web app at ${options.distDir}; run "npm run build" to serve it`);
    return;
  }
  const template = readFileSync(indexPath, 'utf8');
  const preloads = modulePreloader(options.distDir);

  await app.register(fastifyStatic, {
    root: options.distDir,
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  async function renderIndex(request: FastifyRequest, reply: FastifyReply) {
    let head: string | null = null;
    for (const render of options.headRenderers) {
      head = await render(request);
      if (head) break;
    }
    const page = head ?? `<title>${escapeHtml(pageTitle(request.tenant?.name))}</title>`;
    // Decision 030: the page's module is preloaded with the app's scripts, and the store and the page's
    // first data follow in the same answer, so the first render waits for no request of its own.
    const boot = request.tenant
      ? pageBoot(request.url, request.tenant.appType || DEFAULT_THEME.app_type)
      : STORE_BOOT;
    const answers = bootAnswers(app, request, boot.calls);
    const preload = preloads(boot.modules);
    // Replacer functions: a string replacement would expand `$'`, `$&`, `$1` found in product names.
    const html = template
      .replace(/<title>.*?<\/title>/s, () => page)
      .replace('</head>', () => (preload ? `  ${preload}\n  </head>` : '</head>'));
    const end = html.lastIndexOf('</body>');
    // The head goes out at once, so the browser fetches the scripts while this server gathers the
    // answers; module scripts run only once the document is whole, the answers' block included.
    async function* chunks() {
      yield html.slice(0, end);
      yield `  ${jsonScript(BOOT_ANSWERS_ID, await answers)}\n  ${html.slice(end)}`;
    }
    return (
      reply
        // With cookies the answers may be the shopper's own: no shared cache may keep the page.
        .header('Cache-Control', request.headers.cookie ? 'private, no-cache' : 'no-cache')
        .type('text/html; charset=utf-8')
        .send(Readable.from(chunks()))
    );
  }

  app.get('/*', { config: { tenantOptional: true } }, async (request, reply) => {
    const urlPath = (request.params as { '*': string })['*'];
    if (urlPath.startsWith('api/')) return reply.callNotFound();
    if (!isWellFormedPath(urlPath)) return reply.status(400).send({ error: 'Malformed path' });
    const file = path.join(options.distDir, urlPath);
    if (urlPath && file.startsWith(options.distDir + path.sep) && isFile(file)) {
      return reply.sendFile(urlPath);
    }
    if (urlPath.startsWith('assets/')) return reply.status(404).send({ error: 'Not found' });
    return renderIndex(request, reply);
  });
}
