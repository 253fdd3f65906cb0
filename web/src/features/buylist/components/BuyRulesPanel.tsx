import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { BuyRule } from '@storefront/contract/buylist-rules';
import { buylistEndpoints } from '@storefront/contract/buylist.endpoints';
import { call, HttpError } from '../../../lib/api';
import { Button } from '../../../ui/Button';
import { FormAlert } from '../../../ui/FormField';
import { OrderedRuleList } from '../../../ui/OrderedRuleList';
import { Skeleton } from '../../../ui/Skeleton';
import { toast } from '../../../ui/toast-store';
import { ruleFilters } from '../../pricing';
import { buylistChanged, buylistSettingsQuery, buyRulesQuery } from '../buylist-queries';
import { BuyRuleEditor } from './BuyRuleEditor';

/** "Cards no rule matches are bought at 30 % cash, 45 % store credit", from the store's settings. */
function Fallback() {
  const { data } = useQuery(buylistSettingsQuery);
  if (!data) return null;
  return (
    <p className="text-sm text-gray-700" data-testid="buy-rules-fallback">
      Cards no rule matches are bought at the default: {data.cash_percent} % cash, {data.credit_percent} %
      store credit of the market price.
    </p>
  );
}

/** The ordered buy rules: the first active rule matching a card sets its cash and credit percents. */
export function BuyRulesPanel() {
  const client = useQueryClient();
  const { data, error } = useQuery(buyRulesQuery);
  const [editing, setEditing] = useState<BuyRule | 'new' | null>(null);
  const [busy, setBusy] = useState(false);
  const change = async (run: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await run();
      toast.success(done);
      await buylistChanged(client);
    } catch (e) {
      toast.error(
        e instanceof HttpError ? (e.body.error ?? 'Not saved') : 'Network error. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="buy-rules-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="buy-rules-heading" className="text-lg font-semibold text-gray-900">
          Buy rules
        </h2>
        <Button onClick={() => setEditing('new')}>Add buy rule</Button>
      </div>
      <p className="text-sm text-gray-700">
        Each card in a finish takes the first active rule that matches it, top to bottom.
      </p>
      <Fallback />
      {editing && (
        <BuyRuleEditor
          key={editing === 'new' ? 'new' : editing.id}
          rule={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      {error ? (
        <FormAlert kind="error">{error.message}</FormAlert>
      ) : !data ? (
        <Skeleton className="h-24 w-full" />
      ) : !data.results.length ? (
        <p className="text-gray-700">No buy rules yet: every card is bought at the default.</p>
      ) : (
        <OrderedRuleList
          rules={data.results}
          columns={[
            { label: 'Matches', cell: ruleFilters },
            { label: 'Cash', cell: (r) => `${r.cash_percent} %` },
            { label: 'Store credit', cell: (r) => `${r.credit_percent} %` },
          ]}
          busy={busy}
          onEdit={setEditing}
          onOrder={(ids) =>
            void change(() => call(buylistEndpoints.orderRules, { body: { ids } }), 'Order saved')
          }
          onDelete={(r) =>
            void change(
              () => call(buylistEndpoints.deleteRule, { params: { id: r.id } }),
              `Deleted ${r.name}`,
            )
          }
        />
      )}
    </section>
  );
}
