import { queryOptions } from '@tanstack/react-query';
import type { ImportJob, ImportKind } from '@storefront/contract/imports';
import { importsEndpoints } from '@storefront/contract/imports.endpoints';
import { call } from '../../lib/api';

const RUNNING = ['queued', 'reading', 'writing'];
export const isRunning = (job: ImportJob | undefined) => Boolean(job && RUNNING.includes(job.status));

/** The formats (and stock holders) of an importer. */
export const importOptionsQuery = (kind: ImportKind) =>
  queryOptions({
    queryKey: ['imports', 'options', kind],
    queryFn: () => call(importsEndpoints.options, { query: { kind } }),
    retry: false,
  });

export const importJobsQuery = queryOptions({
  queryKey: ['imports', 'jobs'],
  queryFn: () => call(importsEndpoints.jobs),
  retry: false,
});

/** A job, polled every second while it runs (a reload picks the polling up again from the URL). */
export const importJobQuery = (id: number) =>
  queryOptions({
    queryKey: ['imports', 'job', id],
    queryFn: () => call(importsEndpoints.job, { params: { id } }),
    retry: false,
    refetchInterval: (query) => (isRunning(query.state.data) ? 1000 : false),
  });

export const importPreviewQuery = (id: number, format: string) =>
  queryOptions({
    queryKey: ['imports', 'preview', id, format],
    queryFn: () => call(importsEndpoints.preview, { params: { id }, query: { format } }),
    retry: false,
  });
