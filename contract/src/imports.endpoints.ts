import { IdParamsSchema } from './manage.ts';
import { endpoint, type Endpoint } from './endpoint.ts';
import { importsPaths as at } from './imports.paths.ts';
import {
  ImportJobListSchema,
  ImportJobSchema,
  ImportKindQuerySchema,
  ImportOptionsSchema,
  ImportPreviewQuerySchema,
  ImportPreviewSchema,
  ImportStartSchema,
} from './imports.ts';

const tags = ['imports'];
const job = { 200: ImportJobSchema };

/** Upload, preview, start, follow and cancel an import job. */
export const importsEndpoints = {
  options: endpoint(at.options, {
    tags,
    query: ImportKindQuerySchema,
    response: { 200: ImportOptionsSchema },
  }),
  jobs: endpoint(at.jobs, { tags, response: { 200: ImportJobListSchema } }),
  upload: endpoint(at.upload, { tags, query: ImportKindQuerySchema, response: { 201: ImportJobSchema } }),
  job: endpoint(at.job, { tags, params: IdParamsSchema, response: job }),
  preview: endpoint(at.preview, {
    tags,
    params: IdParamsSchema,
    query: ImportPreviewQuerySchema,
    response: { 200: ImportPreviewSchema },
  }),
  start: endpoint(at.start, { tags, params: IdParamsSchema, body: ImportStartSchema, response: job }),
  cancel: endpoint(at.cancel, { tags, params: IdParamsSchema, response: job }),
} satisfies { [K in keyof typeof at]: Endpoint<(typeof at)[K]> };
