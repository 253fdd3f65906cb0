import type { ReactNode } from 'react';

/** A column heading; `hidden` ones are read by screen readers only (an actions column, say). */
export type Column = string | { label: string; hidden: true };

/** The bordered, horizontally scrolling table of the dashboard lists: headings, then the rows given. */
export function DataTable({ columns, children }: { columns: Column[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-gray-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <thead className="bg-gray-50 text-gray-700">
          <tr>
            {columns.map((column) => (
              <th key={typeof column === 'string' ? column : column.label} scope="col" className="px-4 py-2">
                {typeof column === 'string' ? column : <span className="sr-only">{column.label}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">{children}</tbody>
      </table>
    </div>
  );
}
