import type { ReactNode } from 'react';

/** A column heading; `hidden` ones are read by screen readers only (an actions column, say). */
export type Column = string | { label: string; hidden: true };

/** A table's caption: shown above it, or (`hidden`) read by screen readers only. */
export type Caption = string | { label: string; hidden: true };

const label = (c: Column | Caption) => (typeof c === 'string' ? c : c.label);

const STYLES = {
  /** The bordered, horizontally scrolling table of the dashboard lists. */
  boxed: {
    frame: 'overflow-x-auto rounded-xl border border-gray-200 bg-white shadow-sm',
    head: 'bg-gray-50 text-gray-700',
    heading: 'px-4 py-2',
    body: 'divide-y divide-gray-100',
    caption: 'px-4 py-2 text-left font-medium text-gray-900',
  },
  /** The boxed table with tighter headings on a phone, for rows whose cells are tight there too. */
  boxedTight: {
    frame: 'overflow-x-auto rounded-xl border border-gray-200 bg-white shadow-sm',
    head: 'bg-gray-50 text-gray-700',
    heading: 'px-2 py-2 sm:px-4',
    body: 'divide-y divide-gray-100',
    caption: 'px-4 py-2 text-left font-medium text-gray-900',
  },
  /** A compact table inside a card (offers, a submission's lines, a credit history): no frame of its own. */
  plain: {
    frame: 'overflow-x-auto',
    head: 'text-gray-600',
    heading: 'py-1 pr-3 font-medium last:pr-0',
    body: 'divide-y divide-gray-100 border-t border-gray-100',
    caption: 'pb-1 text-left font-medium text-gray-900',
  },
};

/** A table of rows: its caption, its column headings, then the rows given. */
export function DataTable({
  columns,
  caption,
  variant = 'boxed',
  className = '',
  children,
}: {
  columns: Column[];
  caption?: Caption | undefined;
  variant?: keyof typeof STYLES;
  className?: string;
  children: ReactNode;
}) {
  const style = STYLES[variant];
  return (
    <div className={`${style.frame} ${className}`}>
      <table className="w-full text-left text-sm">
        {caption !== undefined && (
          <caption className={typeof caption === 'string' ? style.caption : 'sr-only'}>
            {label(caption)}
          </caption>
        )}
        <thead className={style.head}>
          <tr>
            {columns.map((column) => (
              <th key={label(column)} scope="col" className={style.heading}>
                {typeof column === 'string' ? column : <span className="sr-only">{column.label}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={style.body}>{children}</tbody>
      </table>
    </div>
  );
}
