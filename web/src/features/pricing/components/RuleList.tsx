import { useQuery } from '@tanstack/react-query';
import type { PricingRule } from '@storefront/contract/pricing';
import { FormAlert } from '../../../ui/FormField';
import { OrderedRuleList } from '../../../ui/OrderedRuleList';
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
  return (
    <OrderedRuleList
      rules={data.results}
      columns={[
        { label: 'Matches', cell: ruleFilters },
        { label: 'Price', cell: ruleAdjustments },
      ]}
      onOrder={(ids) => order.mutate(ids)}
      onEdit={onEdit}
      onDelete={(r) => remove.mutate(r.id)}
      busy={order.isPending || remove.isPending}
    />
  );
}
