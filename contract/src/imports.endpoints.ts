import { endpoints } from './endpoint.ts';

/** Background imports of uploaded files: upload, preview, start, follow and cancel a job. */
// prettier-ignore
export const importsEndpoints = endpoints('imports', {
  options: ['GET /api/imports/options/', { query: 'ImportKindQuery', 200: 'ImportOptions' }],
  jobs: ['GET /api/imports/', { 200: 'ImportJobList' }],
  upload: ['POST /api/imports/', { query: 'ImportKindQuery', 201: 'ImportJob' }],
  job: ['GET /api/imports/:id/', { params: 'IdParams', 200: 'ImportJob' }],
  preview: ['GET /api/imports/:id/preview/', { params: 'IdParams', query: 'ImportPreviewQuery', 200: 'ImportPreview' }],
  start: ['POST /api/imports/:id/start/', { params: 'IdParams', body: 'ImportStart', 200: 'ImportJob' }],
  cancel: ['POST /api/imports/:id/cancel/', { params: 'IdParams', 200: 'ImportJob' }],
});

/** Plain downloads (CSV), not JSON calls. */
export const importDownloads = {
  skipped: (id: number) => `/api/imports/${id}/skipped.csv`,
  inventory: (format: 'storefront' | 'tcgplayer') => `/api/tcg/inventory.csv?format=${format}`,
};
