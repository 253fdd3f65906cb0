import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ManageProduct } from '@storefront/contract/manage';
import { call } from '../../../lib/api';
import { managePaths } from '@storefront/contract/manage.paths';
import { formatPrice } from '../../../lib/money';
import { useCurrentUser } from '../../../lib/session';
import { Button, buttonClass } from '../../../ui/Button';
import { DataTable } from '../../../ui/DataTable';
import { FormAlert, TextField } from '../../../ui/FormField';
import { Pagination } from '../../../ui/Pagination';
import { Skeleton } from '../../../ui/Skeleton';
import { ManageFrame } from '../components/ManageFrame';
import { manageProductsQuery } from '../manage-queries';

export default function ManageProductsPage() {
  const { user } = useCurrentUser();
  return (
    <ManageFrame
      title={user?.role === 'supplier' ? 'My Products' : 'Manage Products'}
      roles={['supplier', 'staff', 'admin']}
    >
      <ProductsList />
    </ManageFrame>
  );
}

function ProductsList() {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const { data, error } = useQuery(manageProductsQuery(q, page));
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: (p: ManageProduct) =>
      call(managePaths.updateProduct, { params: { id: p.id }, body: { is_active: !p.is_active } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
  });
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="w-full max-w-sm">
          <TextField
            label="Search by name or SKU"
            type="search"
            value={q}
            onChange={(e) => {
              setQ(e.target.value);
              setPage(1);
            }}
          />
        </div>
        <Link to="/dashboard/products/new" className={buttonClass('primary')}>
          Add Product
        </Link>
      </div>
      {(error ?? toggle.error) && <FormAlert kind="error">{(error ?? toggle.error)!.message}</FormAlert>}
      {!data ? (
        !error && <Skeleton className="h-64 w-full" />
      ) : data.results.length === 0 ? (
        <p className="text-gray-600">No products found.</p>
      ) : (
        <DataTable
          columns={['Product', 'SKU', 'Price', 'Stock', 'Status', { label: 'Actions', hidden: true }]}
        >
          {data.results.map((p) => (
            <tr key={p.id}>
              <td className="px-4 py-2 font-medium text-gray-900">
                <Link to={`/dashboard/products/${p.id}`} className="hover:underline">
                  {p.name}
                </Link>
                {p.supplier && <span className="block text-xs text-gray-600">by {p.supplier}</span>}
              </td>
              <td className="px-4 py-2 text-gray-700">{p.sku}</td>
              <td className="px-4 py-2 text-gray-700">{formatPrice(p.price)}</td>
              <td className="px-4 py-2 text-gray-700">{p.total_stock}</td>
              <td className="px-4 py-2">
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-medium ${p.is_active ? 'bg-green-100 text-green-800' : 'bg-gray-100 text-gray-800'}`}
                >
                  {p.is_active ? 'Active' : 'Inactive'}
                </span>
              </td>
              <td className="px-4 py-2 text-right">
                <Button
                  variant="ghost"
                  disabled={toggle.isPending}
                  onClick={() => toggle.mutate(p)}
                  aria-label={`${p.is_active ? 'Deactivate' : 'Activate'} ${p.name}`}
                >
                  {p.is_active ? 'Deactivate' : 'Activate'}
                </Button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {data && <Pagination page={page} totalPages={Math.ceil(data.count / 20)} onPageChange={setPage} />}
    </div>
  );
}
