export type { ApplyRun, ImportFile, ImportKind, StageRun, StagedGroup, StagedRow } from './import-kind.ts';
export { importFileNow, skippedCsv } from './imports.service.ts';
export { importsRoutes } from './imports.routes.ts';
export { removeUpload, saveUpload, uploadedPart } from './upload-store.ts';
