import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormAlert } from '../../../ui/FormField';
import { Pagination } from '../../../ui/Pagination';
import { Skeleton } from '../../../ui/Skeleton';
import { ManageFrame } from '../components/ManageFrame';
import { auditQuery } from '../manage-queries';

export default function AuditPage() {
  return (
    <ManageFrame title="Audit Log" roles={['admin']}>
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
      <div className="overflow-x-auto rounded-xl border border-gray-200 bg-white shadow-sm">
        <table className="w-full text-left text-sm">
          <thead className="bg-gray-50 text-gray-700">
            <tr>
              <th scope="col" className="px-4 py-2">
                When
              </th>
              <th scope="col" className="px-4 py-2">
                Who
              </th>
              <th scope="col" className="px-4 py-2">
                What
              </th>
              <th scope="col" className="px-4 py-2">
                Target
              </th>
              <th scope="col" className="px-4 py-2">
                Details
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
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
          </tbody>
        </table>
      </div>
      <Pagination page={page} totalPages={Math.ceil(data.count / 20)} onPageChange={setPage} />
    </div>
  );
}
