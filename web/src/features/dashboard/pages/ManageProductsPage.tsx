import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatAmount } from '../../../lib/money';
import { useToggleProduct } from '../manage-mutations';
import { Button, buttonClass } from '../../../ui/Button';
import { DataTable } from '../../../ui/DataTable';
import { FormAlert, TextField } from '../../../ui/FormField';
import { SellerFrame } from '../components/SellerFrame';
import { useListFilters } from '../use-list-filters';
import { manageProductsQuery } from '../manage-queries';
import { ManageList } from '../components/ManageList';

export default function ManageProductsPage() {
  return (
    <SellerFrame mine="My Products" all="Manage Products">
      <ProductsList />
    </SellerFrame>
  );
}

function ProductsList() {
  const { filters, setFilter, page, setPage } = useListFilters({ q: '' });
  const { data, error } = useQuery(manageProductsQuery(filters.q, page));
  const toggle = useToggleProduct();
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="w-full max-w-sm">
          <TextField
            label="Search by name or SKU"
            type="search"
            value={filters.q}
            onChange={(e) => setFilter('q', e.target.value)}
          />
        </div>
        <Link to="/dashboard/products/new" className={buttonClass('primary')}>
          Add Product
        </Link>
      </div>
      {(error ?? toggle.error) && <FormAlert kind="error">{(error ?? toggle.error)!.message}</FormAlert>}
      <ManageList
        data={data}
        failed={Boolean(error)}
        empty="No products found."
        page={page}
        onPageChange={setPage}
      >
        {(results) => (
          <DataTable
            columns={['Product', 'SKU', 'Price', 'Stock', 'Status', { label: 'Actions', hidden: true }]}
          >
            {results.map((p) => (
              <tr key={p.id}>
                <td className="px-4 py-2 font-medium text-gray-900">
                  <Link to={`/dashboard/products/${p.id}`} className="hover:underline">
                    {p.name}
                  </Link>
                  {p.supplier && <span className="block text-xs text-gray-600">by {p.supplier}</span>}
                </td>
                <td className="px-4 py-2 text-gray-700">{p.sku}</td>
                <td className="px-4 py-2 text-gray-700">{formatAmount(p.price)}</td>
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
      </ManageList>
    </div>
  );
}
