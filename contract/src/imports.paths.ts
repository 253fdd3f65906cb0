import { at } from './endpoint.ts';

/** Background imports of uploaded files (zod-free, the web bundles this). */
export const importsPaths = {
  options: at('GET', '/api/imports/options/'),
  jobs: at('GET', '/api/imports/'),
  upload: at('POST', '/api/imports/'),
  job: at('GET', '/api/imports/:id/'),
  preview: at('GET', '/api/imports/:id/preview/'),
  start: at('POST', '/api/imports/:id/start/'),
  cancel: at('POST', '/api/imports/:id/cancel/'),
};

/** Plain downloads (CSV), not JSON calls. */
export const importDownloads = {
  skipped: (id: number) => `/api/imports/${id}/skipped.csv`,
  inventory: (format: 'storefront' | 'tcgplayer') => `/api/tcg/inventory.csv?format=${format}`,
};
