import { queryOptions } from '@tanstack/react-query';
import type { ImportJob, ImportKind } from '@storefront/contract/imports';
import { importsEndpoints } from '@storefront/contract/imports.endpoints';
import { call } from '../../lib/api';
import { callQuery } from '../../lib/call-query';

const RUNNING = ['queued', 'reading', 'writing'];
export const isRunning = (job: ImportJob | undefined) => Boolean(job && RUNNING.includes(job.status));

/** The formats (and stock holders) of an importer. */
export const importOptionsQuery = (kind: ImportKind) =>
  callQuery(['imports', 'options', kind], importsEndpoints.options, { query: { kind } });

export const importJobsQuery = callQuery(['imports', 'jobs'], importsEndpoints.jobs);

/** A job, polled every second while it runs (a reload picks the polling up again from the URL). */
export const importJobQuery = (id: number) =>
  queryOptions({
    queryKey: ['imports', 'job', id],
    queryFn: () => call(importsEndpoints.job, { params: { id } }),
    retry: false,
    refetchInterval: (query) => (isRunning(query.state.data) ? 1000 : false),
  });

export const importPreviewQuery = (id: number, format: string) =>
  callQuery(['imports', 'preview', id, format], importsEndpoints.preview, {
    params: { id },
    query: { format },
  });
