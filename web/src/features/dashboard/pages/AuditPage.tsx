import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable } from '../../../ui/DataTable';
import { FormAlert } from '../../../ui/FormField';
import { Pagination } from '../../../ui/Pagination';
import { Skeleton } from '../../../ui/Skeleton';
import { ManageFrame } from '../../../ui/ManageFrame';
import { useRoleAccess } from '../../auth';
import { auditQuery } from '../manage-queries';

export default function AuditPage() {
  return (
    <ManageFrame title="Audit Log" access={useRoleAccess(['admin'])}>
      <AuditList />
    </ManageFrame>
  );
}

function AuditList() {
  const [page, setPage] = useState(1);
  const { data, error } = useQuery(auditQuery(page));
  if (error) return <FormAlert kind="error">{error.message}</FormAlert>;
  if (!data) return <Skeleton className="h-64 w-full" />;
  if (data.results.length === 0) return <p className="text-gray-600">No changes recorded yet.</p>;
  return (
    <div className="space-y-4">
      <DataTable columns={['When', 'Who', 'What', 'Target', 'Details']}>
        {data.results.map((e) => (
          <tr key={e.id}>
            <td className="whitespace-nowrap px-4 py-2 text-gray-700">
              {new Date(e.at).toLocaleString('en-US')}
            </td>
            <td className="px-4 py-2 font-medium text-gray-900">{e.actor}</td>
            <td className="px-4 py-2 text-gray-700">{e.action}</td>
            <td className="px-4 py-2 text-gray-700">{e.target}</td>
            <td
              className="max-w-md truncate px-4 py-2 font-mono text-xs text-gray-700"
              title={JSON.stringify(e.details)}
            >
              {JSON.stringify(e.details)}
            </td>
          </tr>
        ))}
      </DataTable>
      <Pagination page={page} totalPages={Math.ceil(data.count / 20)} onPageChange={setPage} />
    </div>
  );
}
