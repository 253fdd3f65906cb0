import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { importsEndpoints as api } from '@storefront/contract/imports.endpoints';
import { BadRequest } from '../../platform/errors.ts';
import { sendCsv } from '../../platform/csv-download.ts';
import { route } from '../../platform/route.ts';
import type { Database } from '../../db/client.ts';
import type { ImportKind } from './import-kind.ts';
import { assertUploadRoom, sweepEveryHour } from './upload-quotas.ts';
import {
  cancelJob,
  createJob,
  importer,
  importOptions,
  listJobs,
  loadJob,
  previewJob,
  skippedCsv,
  startJob,
} from './imports.service.ts';
import { JobRunner } from './job-runner.ts';
import { jobView } from './job-view.ts';
import { removeUpload, saveUpload, uploadedPart } from './upload-store.ts';

export const IMPORT_MAX_BYTES = 100 * 1024 * 1024;

/** Upload, preview, start, follow and cancel import jobs of the importers `kinds` (docs/imports.md). */
export const importsRoutes: FastifyPluginAsyncZod<{ kinds: ImportKind[]; db: Database }> = async (
  app,
  { kinds, db },
) => {
  await app.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 0 } });
  const limits = app.config.imports;
  const runner = new JobRunner({ perStore: limits.jobsPerStore, total: limits.jobsTotal }, limits.batchMs);
  // Uploads never started are deleted after a day; the first sweep once the server is ready (migrated).
  let stopSweeping = () => {};
  app.addHook('onReady', async () => {
    stopSweeping = sweepEveryHour(db, limits.uploadTtlMs, (error) => app.log.error(error));
  });
  app.addHook('onClose', async () => {
    stopSweeping();
    await runner.close();
  });
  app.metrics.queue('import_jobs', () => runner.size);
  const kindOf = (name: string) => kinds.find((k) => k.kind === name)!;

  route(app, api.options, async (request) => importOptions(request.ctx, kindOf(request.query.kind)));
  route(app, api.jobs, async (request) => ({ results: await listJobs(request.ctx, runner, kinds) }));

  route(app, api.upload, async (request) => {
    const kind = kindOf(request.query.kind);
    const user = importer(request.ctx, kind);
    if (!request.isMultipart())
      throw new BadRequest('Send the file as multipart/form-data', { file: 'Required' });
    const part = await uploadedPart(request).catch(() => {
      throw new BadRequest('The upload could not be read', { file: 'Unreadable upload' });
    });
    if (!part) throw new BadRequest('Choose a file to import', { file: 'Required' });
    await assertUploadRoom(request.ctx, user, limits);
    const tooLarge = () => new BadRequest('The file is larger than 100 MB', { file: 'At most 100 MB' });
    const saved = await saveUpload(part.file).catch((error: unknown) => {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
      throw new BadRequest('The upload could not be read', { file: 'Unreadable upload' });
    });
    if (part.file.truncated) {
      await removeUpload(saved.path);
      throw tooLarge();
    }
    if (saved.bytes === 0) {
      await removeUpload(saved.path);
      throw new BadRequest('The file is empty', { file: 'Empty file' });
    }
    await assertUploadRoom(request.ctx, user, limits, saved.bytes).catch(async (error: unknown) => {
      await removeUpload(saved.path);
      throw error;
    });
    return createJob(request.ctx, kind, { ...saved, name: part.filename || 'upload' });
  });

  route(app, api.job, async (request) => {
    const row = await loadJob(request.ctx, request.params.id, kinds);
    return jobView(row, runner.liveOf(request.ctx.tenant.id, row.id));
  });
  route(app, api.preview, async (request) => {
    const row = await loadJob(request.ctx, request.params.id, kinds);
    return previewJob(request.ctx, kindOf(row.kind), row.id, request.query.format);
  });
  route(app, api.start, async (request) => {
    const row = await loadJob(request.ctx, request.params.id, kinds);
    return startJob(request.ctx, kindOf(row.kind), runner, row.id, request.body);
  });
  route(app, api.cancel, async (request) => cancelJob(request.ctx, runner, request.params.id, kinds));

  app.get(
    '/api/imports/:id/skipped.csv',
    {
      schema: { hide: true, params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }) },
    },
    async (request, reply) => {
      return sendCsv(
        reply,
        `import-${request.params.id}-skipped.csv`,
        skippedCsv(request.ctx, request.params.id, kinds),
      );
    },
  );
};
