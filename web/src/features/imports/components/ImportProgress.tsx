import type { ImportJob } from '@storefront/contract/imports';

const PHASE: Record<string, string> = {
  reading: 'Reading the file',
  writing: 'Writing the stock',
};

/** The live progress bar of a running job, announced politely to screen readers. */
export function ImportProgress({ job }: { job: ImportJob }) {
  return (
    <div className="space-y-2">
      <div className="flex justify-between text-sm text-gray-700">
        <span>{PHASE[job.status] ?? 'Waiting'}</span>
        <span aria-live="polite">
          {job.percent}% · {job.rowsRead.toLocaleString('en-US')} rows read
        </span>
      </div>
      <div
        role="progressbar"
        aria-label="Import progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={job.percent}
        className="h-3 w-full overflow-hidden rounded-full bg-gray-200"
      >
        <div className="h-full rounded-full bg-primary transition-all" style={{ width: `${job.percent}%` }} />
      </div>
    </div>
  );
}
