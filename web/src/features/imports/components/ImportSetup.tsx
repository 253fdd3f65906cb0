import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ImportJob, ImportKind } from '@storefront/contract/imports';
import { useCurrentUser } from '../../auth';
import { errorOf } from '../../dashboard';
import { Button } from '../../../ui/Button';
import { FormAlert, SelectField } from '../../../ui/FormField';
import { Skeleton } from '../../../ui/Skeleton';
import { useCancelImport, useStartImport } from '../imports-mutations';
import { importOptionsQuery, importPreviewQuery } from '../imports-queries';
import { ImportPreviewTable } from './ImportPreviewTable';

/** An uploaded file before it starts: its format (detected, or chosen), whose stock, and the preview. */
export function ImportSetup({ job }: { job: ImportJob }) {
  const { user } = useCurrentUser();
  const options = useQuery(importOptionsQuery(job.kind as ImportKind));
  const [format, setFormat] = useState(job.detectedFormat ?? '');
  const [holder, setHolder] = useState('');
  const preview = useQuery({ ...importPreviewQuery(job.id, format), enabled: Boolean(format) });
  const start = useStartImport(job.id);
  const cancel = useCancelImport(job.id);
  if (!options.data) return <Skeleton className="h-40 w-full" />;
  const detected = options.data.formats.find((f) => f.id === job.detectedFormat);
  const holders = options.data.holders;
  const holderId = holder ? Number(holder) : holders[0]?.id;
  // Price files fill no one's stock: no holder to choose.
  const choosesHolder = user?.role === 'admin' && holders.length > 0;
  return (
    <div className="space-y-5">
      <p className="text-gray-800">
        {detected ? (
          <>
            <strong>{job.fileName}</strong> looks like a <strong>{detected.label}</strong> file.
          </>
        ) : (
          <>
            The format of <strong>{job.fileName}</strong> was not recognised: choose it below.
          </>
        )}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Format"
          value={format}
          onChange={(e) => setFormat(e.target.value)}
          options={[
            { value: '', label: 'Choose a format' },
            ...options.data.formats.map((f) => ({ value: f.id, label: f.label })),
          ]}
        />
        {choosesHolder && (
          <SelectField
            label="Stock of supplier"
            value={holder || String(holderId ?? '')}
            onChange={(e) => setHolder(e.target.value)}
            options={holders.map((h) => ({ value: String(h.id), label: h.username }))}
          />
        )}
      </div>
      {preview.isError && <FormAlert kind="error">{errorOf(preview.error).message}</FormAlert>}
      {preview.isPending && format ? <Skeleton className="h-40 w-full" /> : null}
      {preview.data && <ImportPreviewTable preview={preview.data} />}
      {start.isError && <FormAlert kind="error">{errorOf(start.error).message}</FormAlert>}
      <div className="flex flex-wrap gap-3">
        <Button
          disabled={!format || !preview.data || start.isPending}
          onClick={() => start.mutate({ format, ...(choosesHolder && holderId && { holderId }) })}
        >
          {start.isPending ? 'Starting...' : 'Start import'}
        </Button>
        <Button variant="ghost" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
