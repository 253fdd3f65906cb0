import type { ImportPreview } from '@storefront/contract/imports';
import { DataTable } from '../../../ui/DataTable';

/** The first rows as they will be imported, then the skipped ones with their reasons. */
export function ImportPreviewTable({ preview }: { preview: ImportPreview }) {
  return (
    <div className="space-y-4">
      <DataTable
        caption="First rows as they will be imported"
        columns={['Line', ...preview.columns.map((c) => c.label)]}
      >
        {preview.rows.length === 0 && (
          <tr>
            <td colSpan={preview.columns.length + 1} className="px-3 py-2 text-gray-700">
              None of the first rows match a card of the store’s catalogue.
            </td>
          </tr>
        )}
        {preview.rows.map((r) => (
          <tr key={r.line}>
            <td className="px-3 py-2 text-gray-700">{r.line}</td>
            {preview.columns.map((c) => (
              <td key={c.key} className="px-3 py-2 text-gray-900">
                {r.values[c.key]}
              </td>
            ))}
          </tr>
        ))}
      </DataTable>
      {preview.skipped.length > 0 && (
        <section aria-labelledby="skipped-heading">
          <h2 id="skipped-heading" className="mb-2 font-semibold text-gray-900">
            Will be skipped
          </h2>
          <ul className="space-y-1 text-sm text-gray-800">
            {preview.skipped.map((s) => (
              <li key={`${s.line}-${s.reason}`}>
                Line {s.line}
                {s.name && <> · {s.name}</>}: {s.reason}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
