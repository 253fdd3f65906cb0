import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './Button';
import { DataTable } from './DataTable';

/** What an ordered rule list needs of a rule: pricing's and the buylist's both have it. */
export interface OrderedRule {
  id: number;
  name: string;
  is_active: boolean;
}

/** The ids in their new order after the rule at `index` moves one place up (-1) or down (1). */
export function movedIds(ids: number[], index: number, by: -1 | 1): number[] {
  const next = [...ids];
  const other = index + by;
  if (other < 0 || other >= ids.length) return next;
  [next[index], next[other]] = [next[other]!, next[index]!];
  return next;
}

const CELL = 'px-2 py-2 align-top sm:px-4 sm:align-middle';
/** Compact buttons on a phone. */
const ICON = 'max-sm:px-2';

interface OrderedRuleListProps<R extends OrderedRule> {
  rules: R[];
  /** The columns after the rule's number and name, e.g. what it matches and what it does. */
  columns: { label: string; cell: (rule: R) => ReactNode }[];
  onOrder: (ids: number[]) => void;
  onEdit: (rule: R) => void;
  onDelete: (rule: R) => void;
  /** While a change is saved, the buttons wait. */
  busy?: boolean;
}

/**
 * Rules applied top to bottom, first match wins: a numbered table with move up/down, edit and delete (asked
 * to confirm first). Inactive rules stay in place, greyed and marked "(off)".
 */
export function OrderedRuleList<R extends OrderedRule>({
  rules,
  columns,
  onOrder,
  onEdit,
  onDelete,
  busy = false,
}: OrderedRuleListProps<R>) {
  const ids = rules.map((r) => r.id);
  const remove = (rule: R) => {
    if (window.confirm(`Delete the rule "${rule.name}"?`)) onDelete(rule);
  };
  return (
    <DataTable
      variant="boxedTight"
      columns={['#', 'Rule', ...columns.map((c) => c.label), { label: 'Actions', hidden: true }]}
    >
      {rules.map((r, i) => (
        <tr key={r.id} className={r.is_active ? '' : 'text-gray-500'}>
          <td className={CELL}>{i + 1}</td>
          <td className={`${CELL} font-medium text-gray-900`}>
            {r.name}
            {!r.is_active && ' (off)'}
          </td>
          {columns.map((c) => (
            <td key={c.label} className={`${CELL} text-gray-700`}>
              {c.cell(r)}
            </td>
          ))}
          <td className={CELL}>
            {/* One above another on a phone, so the table stays narrow; a row on wider screens. */}
            <div className="flex flex-col items-end gap-1 sm:flex-row sm:justify-end">
              <Button
                variant="ghost"
                className={ICON}
                aria-label={`Move ${r.name} up`}
                disabled={busy || i === 0}
                onClick={() => onOrder(movedIds(ids, i, -1))}
              >
                <ArrowUp size={16} aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                className={ICON}
                aria-label={`Move ${r.name} down`}
                disabled={busy || i === ids.length - 1}
                onClick={() => onOrder(movedIds(ids, i, 1))}
              >
                <ArrowDown size={16} aria-hidden="true" />
              </Button>
              <Button
                variant="secondary"
                className={ICON}
                onClick={() => onEdit(r)}
                aria-label={`Edit ${r.name}`}
              >
                <Pencil size={16} aria-hidden="true" className="sm:hidden" />
                <span className="max-sm:hidden">Edit</span>
              </Button>
              <Button
                variant="danger"
                className={ICON}
                disabled={busy}
                onClick={() => remove(r)}
                aria-label={`Delete ${r.name}`}
              >
                <Trash2 size={16} aria-hidden="true" className="sm:hidden" />
                <span className="max-sm:hidden">Delete</span>
              </Button>
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
