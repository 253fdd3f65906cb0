import { PLATFORM_NAME } from '@storefront/contract/tenant-title';
import { escapeHtml } from './web-app.ts';

export const NO_STORE_TITLE = 'No store here';
export const NO_STORE_MESSAGE = 'There is no store at this address.';
export const suspendedTitle = (store: string) => `${store} is closed for now`;
export const SUSPENDED_MESSAGE = 'This store is closed for now. Please come back later.';

/** A page of its own, without the web app: the host has no store, or its store may not run. */
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex" />
<title>${escapeHtml(title)} | ${PLATFORM_NAME}</title>
<style>
  body { margin: 0; font-family: system-ui, sans-serif; background: #f9fafb; color: #111827; }
  main { max-width: 34rem; margin: 12vh auto; padding: 2rem 1.5rem; text-align: center; }
  h1 { font-size: 1.75rem; margin: 0 0 1rem; }
  p { font-size: 1.05rem; line-height: 1.6; color: #374151; }
  a { color: #1d4ed8; }
</style>
</head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body>
</html>`;
}

/** What an unknown host shows: no store, and where to open one. */
export function noStorePage(platformOrigin: string): string {
  const link = escapeHtml(platformOrigin);
  return page(
    NO_STORE_TITLE,
    `<p>${NO_STORE_MESSAGE} Check the address you typed.</p><p>Want a store of your own? <a href="${link}/">Open your store on ${PLATFORM_NAME}</a>.</p>`,
  );
}

/** What every page of a suspended store shows (503). */
export function suspendedPage(storeName: string): string {
  return page(suspendedTitle(storeName), `<p>${SUSPENDED_MESSAGE}</p>`);
}
