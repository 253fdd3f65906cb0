import { BadRequest } from '../../platform/errors.ts';
import type { ImportKind } from '../imports/index.ts';
import {
  applyCatalogue,
  CATALOGUE_FORMATS,
  detectCatalogueFormat,
  isCatalogue,
  previewCatalogue,
  stageCatalogue,
} from './collection/catalogue-import.ts';
import { applyCollection, previewCollection, stageCollection } from './collection/collection-import.ts';
import { COLLECTION_FORMATS, detectCollectionFormat } from './collection/collection-formats.ts';

/**
 * The card importer the job runner drives: collection and inventory exports become the holder's stock of
 * printings already in the catalogue; catalogue files (admins only) add or update the printings themselves.
 */
export const cardImport: ImportKind = {
  kind: 'cards',
  formats: [...COLLECTION_FORMATS, ...CATALOGUE_FORMATS],
  detect: (head) => detectCatalogueFormat(head) ?? detectCollectionFormat(head),
  check(ctx, format) {
    if (isCatalogue(format) && ctx.user?.role !== 'admin')
      throw new BadRequest('Only the store’s admin loads catalogue files', { format: 'Admins only' });
  },
  preview: (ctx, file, limit) =>
    isCatalogue(file.format) ? previewCatalogue(file, limit) : previewCollection(ctx, file, limit),
  stage: (run) => (isCatalogue(run.file.format) ? stageCatalogue(run) : stageCollection(run)),
  apply: (run) => (isCatalogue(run.file.format) ? applyCatalogue(run) : applyCollection(run)),
};
