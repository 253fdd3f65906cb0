import type { SalePreview } from '@storefront/contract/sale-prices';
import { formatAmount } from '../../../lib/money';
import { DataTable } from '../../../ui/DataTable';

/** How many products a sale matches, and the first few by name with their regular and sale prices. */
export function SalePreviewTable({ preview }: { preview: SalePreview }) {
  return (
    <div className="space-y-2" aria-live="polite">
      <p className="text-gray-900">
        <strong>{preview.count.toLocaleString('en-US')}</strong>{' '}
        {preview.count === 1 ? 'product matches' : 'products match'} this sale.
      </p>
      {preview.samples.length > 0 && (
        <DataTable columns={['Product', 'Regular', 'On sale']}>
          {preview.samples.map((s) => (
            <tr key={s.id}>
              <td className="px-4 py-2 text-gray-900">{s.name}</td>
              <td className="px-4 py-2 text-gray-700">{formatAmount(s.price)}</td>
              <td className="px-4 py-2 font-medium text-gray-900">{formatAmount(s.sale_price)}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </div>
  );
}
