import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ImportJob, ImportKind } from '@storefront/contract/imports';
import { useCurrentUser } from '../../auth';
import { useTenant } from '../../tenant';
import { errorOf } from '../../../lib/api';
import { Button } from '../../../ui/Button';
import { FormAlert, SelectField } from '../../../ui/FormField';
import { Skeleton } from '../../../ui/Skeleton';
import { useCancelImport, useStartImport } from '../imports-mutations';
import { importOptionsQuery, importPreviewQuery } from '../imports-queries';
import { ImportPreviewTable } from './ImportPreviewTable';

/**
 * An uploaded file before it starts: its format (detected, or chosen), whose stock (the store's own unless a
 * supplier is chosen; none for card data), and the preview.
 */
export function ImportSetup({ job }: { job: ImportJob }) {
  const { user } = useCurrentUser();
  const tenantName = useTenant().tenant.name;
  const options = useQuery(importOptionsQuery(job.kind as ImportKind));
  const [format, setFormat] = useState(job.detectedFormat ?? '');
  const [holder, setHolder] = useState('');
  const preview = useQuery({ ...importPreviewQuery(job.id, format), enabled: Boolean(format) });
  const start = useStartImport(job.id);
  const cancel = useCancelImport(job.id);
  if (!options.data) return <Skeleton className="h-40 w-full" />;
  const detected = options.data.formats.find((f) => f.id === job.detectedFormat);
  const holders = options.data.holders;
  const holderId = holder ? Number(holder) : undefined;
  // The store's team fills the store's own stock unless they pick a supplier; price files and card data
  // fill no stock (no holder to choose), and a supplier fills only their own.
  const choosesHolder =
    user?.role !== 'supplier' && holders.length > 0 && !options.data.stockless.includes(format);
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
            label="Whose stock"
            value={holder}
            onChange={(e) => setHolder(e.target.value)}
            options={[
              { value: '', label: `The store’s own (${tenantName})` },
              ...holders.map((h) => ({ value: String(h.id), label: `Supplier ${h.username}` })),
            ]}
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
