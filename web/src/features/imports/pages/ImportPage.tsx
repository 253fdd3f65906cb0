import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { importDownloads } from '@storefront/contract/imports.endpoints';
import { ManageFrame } from '../../../ui/ManageFrame';
import { useRoleAccess } from '../../auth';
import { buttonClass } from '../../../ui/Button';
import { ImportUpload } from '../components/ImportUpload';
import { importJobsQuery } from '../imports-queries';

const STATUS: Record<string, string> = {
  uploaded: 'Waiting to start',
  queued: 'Queued',
  reading: 'Running',
  writing: 'Running',
  done: 'Done',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

export default function ImportPage() {
  return (
    <ManageFrame title="Import Cards" access={useRoleAccess(['admin', 'supplier'])}>
      <div className="grid gap-6 lg:grid-cols-2">
        <ImportUpload />
        <div className="space-y-6">
          <RecentImports />
          <section aria-labelledby="export-heading" className="space-y-2">
            <h2 id="export-heading" className="font-semibold text-gray-900">
              Export your inventory
            </h2>
            <div className="flex flex-wrap gap-3">
              <a href={importDownloads.inventory('storefront')} className={buttonClass('secondary')} download>
                Inventory CSV
              </a>
              <a href={importDownloads.inventory('tcgplayer')} className={buttonClass('secondary')} download>
                TCGplayer seller CSV
              </a>
            </div>
          </section>
        </div>
      </div>
    </ManageFrame>
  );
}

function RecentImports() {
  const jobs = useQuery(importJobsQuery);
  if (!jobs.data?.results.length) return null;
  return (
    <section aria-labelledby="recent-heading">
      <h2 id="recent-heading" className="mb-2 font-semibold text-gray-900">
        Recent imports
      </h2>
      <ul className="divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
        {jobs.data.results.map((j) => (
          <li key={j.id} className="flex items-center justify-between gap-3 px-4 py-2 text-sm">
            <Link
              to={`/dashboard/import/${j.id}`}
              className="truncate font-medium text-primary hover:underline"
            >
              {j.fileName}
            </Link>
            <span className="shrink-0 text-gray-700">
              {STATUS[j.status]} · {j.written.toLocaleString('en-US')} written ·{' '}
              {j.skipped.toLocaleString('en-US')} skipped
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
