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
 * The card importer the job runner drives: collection and inventory exports become the holder's stock (the
 * store's own, or a supplier's) of printings already in the catalogue; catalogue files (card data, the
 * store's team only) add or update the printings themselves and fill no stock.
 */
export const cardImport: ImportKind = {
  kind: 'cards',
  formats: [...COLLECTION_FORMATS, ...CATALOGUE_FORMATS],
  detect: (head) => detectCatalogueFormat(head) ?? detectCollectionFormat(head),
  stockless: isCatalogue,
  check(ctx, format) {
    if (isCatalogue(format) && ctx.user?.role === 'supplier')
      throw new BadRequest('Only the store’s team loads card data files', { format: 'Store team only' });
  },
  preview: (ctx, file, limit) =>
    isCatalogue(file.format) ? previewCatalogue(ctx, file, limit) : previewCollection(ctx, file, limit),
  stage: (run) => (isCatalogue(run.file.format) ? stageCatalogue(run) : stageCollection(run)),
  apply: (run) => (isCatalogue(run.file.format) ? applyCatalogue(run) : applyCollection(run)),
};
