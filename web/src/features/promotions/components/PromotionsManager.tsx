import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { DiscountCode, Promotion } from '@storefront/contract/promotions';
import { Button } from '../../../ui/Button';
import { DataTable } from '../../../ui/DataTable';
import { FormAlert } from '../../../ui/FormField';
import { Skeleton } from '../../../ui/Skeleton';
import { movedIds } from '../../../ui/OrderedRuleList';
import { codeText, limitText, promotionText } from '../promotion-text';
import {
  discountCodesQuery,
  promotionListQuery,
  useOrderPromotions,
  useSaveCode,
} from '../promotions-queries';
import { codeInput, DiscountCodeForm } from './DiscountCodeForm';
import { PromotionForm } from './PromotionForm';
import { matchForm } from './MatchFields';

const CELL = 'px-4 py-2 align-top';

/** Discount codes (list, add, edit, deactivate) and automatic promotions in their order (decision 060). */
export function PromotionsManager() {
  return (
    <div className="space-y-10">
      <CodesSection />
      <PromotionsSection />
    </div>
  );
}

function CodesSection() {
  const { data, error } = useQuery(discountCodesQuery);
  const [editing, setEditing] = useState<DiscountCode | 'new' | null>(null);
  const toggle = useSaveCode(() => undefined);
  const flip = (c: DiscountCode) =>
    toggle.mutate({
      id: c.id,
      body: {
        ...codeInput({
          ...c,
          ...matchForm(c),
          percent: c.percent?.toString() ?? '',
          amount: c.amount ?? '',
          min_spend: c.min_spend ?? '',
          starts_at: '',
          ends_at: '',
          total_limit: c.total_limit?.toString() ?? '',
          per_customer_limit: c.per_customer_limit?.toString() ?? '',
        }),
        starts_at: c.starts_at,
        ends_at: c.ends_at,
        is_active: !c.is_active,
      },
    });
  return (
    <section aria-labelledby="codes-heading" className="space-y-4">
      <h2 id="codes-heading" className="text-xl font-semibold text-gray-900">
        Discount codes
      </h2>
      {error && <FormAlert kind="error">{error.message}</FormAlert>}
      {!data && !error && <Skeleton className="h-32 w-full" />}
      {data && !data.results.length && <p className="text-gray-600">No discount codes yet.</p>}
      {data && data.results.length > 0 && (
        <DataTable
          caption="Discount codes"
          columns={['Code', 'Discount', 'Limits', 'Uses', 'Status', { label: 'Actions', hidden: true }]}
        >
          {data.results.map((c) => (
            <tr key={c.id} className={c.is_active ? '' : 'text-gray-500'}>
              <td className={`${CELL} font-mono font-semibold`}>{c.code}</td>
              <td className={CELL}>{codeText(c)}</td>
              <td className={CELL}>{limitText(c)}</td>
              <td className={CELL}>{c.uses}</td>
              <td className={CELL}>{c.is_active ? 'Active' : 'Inactive'}</td>
              <td className={`${CELL} flex gap-2`}>
                <Button variant="secondary" onClick={() => setEditing(c)} aria-label={`Edit ${c.code}`}>
                  Edit
                </Button>
                <Button
                  variant="secondary"
                  disabled={toggle.isPending}
                  onClick={() => flip(c)}
                  aria-label={`${c.is_active ? 'Deactivate' : 'Activate'} ${c.code}`}
                >
                  {c.is_active ? 'Deactivate' : 'Activate'}
                </Button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {editing ? (
        <DiscountCodeForm
          key={editing === 'new' ? 'new' : editing.id}
          code={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : (
        <Button onClick={() => setEditing('new')}>Add Discount Code</Button>
      )}
    </section>
  );
}

function PromotionsSection() {
  const { data, error } = useQuery(promotionListQuery);
  const [editing, setEditing] = useState<Promotion | 'new' | null>(null);
  const order = useOrderPromotions();
  const ids = data?.results.map((p) => p.id) ?? [];
  return (
    <section aria-labelledby="promotions-heading" className="space-y-4">
      <h2 id="promotions-heading" className="text-xl font-semibold text-gray-900">
        Automatic promotions
      </h2>
      <p className="text-sm text-gray-600">
        Tried top to bottom at checkout: each item counts toward the first promotion that frees something.
      </p>
      {error && <FormAlert kind="error">{error.message}</FormAlert>}
      {data && !data.results.length && <p className="text-gray-600">No promotions yet.</p>}
      {data && data.results.length > 0 && (
        <DataTable
          caption="Automatic promotions"
          columns={['#', 'Promotion', 'Deal', 'Status', { label: 'Actions', hidden: true }]}
        >
          {data.results.map((p, i) => (
            <tr key={p.id} className={p.is_active ? '' : 'text-gray-500'}>
              <td className={CELL}>{i + 1}</td>
              <td className={CELL}>{p.name}</td>
              <td className={CELL}>{promotionText(p)}</td>
              <td className={CELL}>{p.is_active ? 'Active' : 'Inactive'}</td>
              <td className={`${CELL} flex gap-2`}>
                <Button
                  variant="secondary"
                  disabled={i === 0 || order.isPending}
                  onClick={() => order.mutate(movedIds(ids, i, -1))}
                  aria-label={`Move ${p.name} up`}
                >
                  Up
                </Button>
                <Button
                  variant="secondary"
                  disabled={i === ids.length - 1 || order.isPending}
                  onClick={() => order.mutate(movedIds(ids, i, 1))}
                  aria-label={`Move ${p.name} down`}
                >
                  Down
                </Button>
                <Button variant="secondary" onClick={() => setEditing(p)} aria-label={`Edit ${p.name}`}>
                  Edit
                </Button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {editing ? (
        <PromotionForm
          key={editing === 'new' ? 'new' : editing.id}
          promotion={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : (
        <Button onClick={() => setEditing('new')}>Add Promotion</Button>
      )}
    </section>
  );
}
