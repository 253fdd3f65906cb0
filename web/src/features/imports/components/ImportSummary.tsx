import { Link } from 'react-router';
import type { ImportJob } from '@storefront/contract/imports';
import { importDownloads } from '@storefront/contract/imports.endpoints';
import { buttonClass } from '../../../ui/Button';
import { FormAlert } from '../../../ui/FormField';
import { useTenant } from '../../tenant';
import { summaryOf } from '../import-summary';

/** How an ended job went: what was written, what was skipped (as a download), or why it stopped. */
export function ImportSummary({ job }: { job: ImportJob }) {
  const prices = job.kind === 'prices';
  const { message, facts } = summaryOf(job);
  // A store still being set up: the wizard's "Import your cards" step sent the admin here.
  const settingUp = useTenant().opening_soon;
  return (
    <div className="space-y-4">
      {job.status !== 'done' ? (
        <FormAlert kind="error">{job.message}</FormAlert>
      ) : (
        <FormAlert kind="success">{message}</FormAlert>
      )}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {facts.map(([label, value]) => (
          <div key={label} className="rounded-lg border border-gray-200 bg-white p-3">
            <dt className="text-xs text-gray-700">{label}</dt>
            <dd className="text-xl font-semibold text-gray-900">{Number(value).toLocaleString('en-US')}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-3">
        {job.skipped > 0 && (
          <a href={importDownloads.skipped(job.id)} className={buttonClass('secondary')} download>
            Download skipped rows (CSV)
          </a>
        )}
        {settingUp && (
          <Link to="/dashboard/setup/import" className={buttonClass('secondary')}>
            Back to store setup
          </Link>
        )}
        {prices ? (
          <Link to="/dashboard/pricing" className={buttonClass('primary')}>
            Back to Pricing
          </Link>
        ) : (
          <>
            {job.status === 'done' && (
              <Link to="/tcg/search" className={buttonClass('primary')}>
                Find your cards
              </Link>
            )}
            <Link to="/dashboard/import" className={buttonClass('ghost')}>
              Import another file
            </Link>
          </>
        )}
      </div>
    </div>
  );
}
