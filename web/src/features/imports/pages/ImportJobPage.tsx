import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useBreadcrumbLabel } from '../../../lib/breadcrumb-labels';
import { ManageFrame } from '../../../ui/ManageFrame';
import { errorOf } from '../../../lib/api';
import { useRoleAccess } from '../../auth';
import { Button } from '../../../ui/Button';
import { FormAlert } from '../../../ui/FormField';
import { Skeleton } from '../../../ui/Skeleton';
import { ImportProgress } from '../components/ImportProgress';
import { ImportSetup } from '../components/ImportSetup';
import { ImportSummary } from '../components/ImportSummary';
import { useCancelImport } from '../imports-mutations';
import { importJobQuery, isRunning } from '../imports-queries';

/** An import job: its setup, progress or summary. Card files are the admin's and suppliers', prices staff's. */
export default function ImportJobPage() {
  const id = Number(useParams().id);
  const { data } = useQuery(importJobQuery(id));
  const prices = data?.kind === 'prices';
  return (
    <ManageFrame
      title={!data ? 'Import' : prices ? 'Import Prices' : 'Import Cards'}
      access={useRoleAccess(prices ? ['staff', 'admin'] : ['admin', 'supplier', 'staff'])}
    >
      <ImportJobView id={id} />
    </ManageFrame>
  );
}

function ImportJobView({ id }: { id: number }) {
  const job = useQuery(importJobQuery(id));
  const cancel = useCancelImport(id);
  useBreadcrumbLabel(`/dashboard/import/${id}`, job.data?.fileName);
  if (job.isError) return <FormAlert kind="error">{errorOf(job.error).message}</FormAlert>;
  if (!job.data) return <Skeleton className="h-40 w-full" />;
  const current = job.data;
  if (current.status === 'uploaded') return <ImportSetup job={current} />;
  if (isRunning(current))
    return (
      <div className="space-y-4">
        <p className="text-gray-800">
          Importing <strong>{current.fileName}</strong>. You may leave this page: the import goes on, and
          coming back shows where it is.
        </p>
        <ImportProgress job={current} />
        <Button variant="danger" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
          Cancel import
        </Button>
      </div>
    );
  return <ImportSummary job={current} />;
}
