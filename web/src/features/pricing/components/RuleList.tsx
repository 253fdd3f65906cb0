import { useQuery } from '@tanstack/react-query';
import { ArrowDown, ArrowUp } from 'lucide-react';
import type { PricingRule } from '@storefront/contract/pricing';
import { Button } from '../../../ui/Button';
import { DataTable } from '../../../ui/DataTable';
import { FormAlert } from '../../../ui/FormField';
import { Skeleton } from '../../../ui/Skeleton';
import { ruleAdjustments, ruleFilters } from '../rule-text';
import { rulesQuery, useDeleteRule, useOrderRules } from '../pricing-queries';

export function RuleList({ onEdit }: { onEdit: (rule: PricingRule) => void }) {
  const { data, error } = useQuery(rulesQuery);
  const remove = useDeleteRule();
  const order = useOrderRules();
  if (error) return <FormAlert kind="error">{error.message}</FormAlert>;
  if (!data) return <Skeleton className="h-32 w-full" />;
  if (!data.results.length) return <p className="text-gray-600">No pricing rules yet.</p>;
  const ids = data.results.map((r) => r.id);
  const move = (i: number, by: -1 | 1) => {
    const next = [...ids];
    [next[i], next[i + by]] = [next[i + by]!, next[i]!];
    order.mutate(next);
  };
  return (
    <DataTable columns={['#', 'Rule', 'Matches', 'Price', { label: 'Actions', hidden: true }]}>
      {data.results.map((r, i) => (
        <tr key={r.id} className={r.is_active ? '' : 'text-gray-500'}>
          <td className="px-4 py-2">{i + 1}</td>
          <td className="px-4 py-2 font-medium text-gray-900">
            {r.name}
            {!r.is_active && ' (off)'}
          </td>
          <td className="px-4 py-2 text-gray-700">{ruleFilters(r)}</td>
          <td className="px-4 py-2 text-gray-700">{ruleAdjustments(r)}</td>
          <td className="whitespace-nowrap px-4 py-2 text-right">
            <Button
              variant="ghost"
              aria-label={`Move ${r.name} up`}
              disabled={i === 0}
              onClick={() => move(i, -1)}
            >
              <ArrowUp size={16} aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              aria-label={`Move ${r.name} down`}
              disabled={i === ids.length - 1}
              onClick={() => move(i, 1)}
            >
              <ArrowDown size={16} aria-hidden="true" />
            </Button>
            <Button variant="secondary" onClick={() => onEdit(r)} aria-label={`Edit ${r.name}`}>
              Edit
            </Button>{' '}
            <Button variant="danger" onClick={() => remove.mutate(r.id)} aria-label={`Delete ${r.name}`}>
              Delete
            </Button>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
