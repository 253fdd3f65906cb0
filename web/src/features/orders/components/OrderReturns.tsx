import { useQuery } from '@tanstack/react-query';
import type { Order } from '@storefront/contract/orders';
import { errorOf } from '../../../lib/api';
import { Button } from '../../../ui/Button';
import { FormAlert } from '../../../ui/FormField';
import { orderReturnsQuery, useCancelReturn } from '../returns-queries';
import { AddReturnPhoto } from './AddReturnPhoto';
import { ReturnList } from './ReturnList';
import { ReturnRequestForm } from './ReturnRequestForm';

/** The order page's returns: their statuses (a requested one can be cancelled) and, once delivered, the form. */
export function OrderReturns({ order }: { order: Order }) {
  const { data } = useQuery(orderReturnsQuery(order.id));
  const cancel = useCancelReturn(order.id);
  const returns = data?.results ?? [];
  if (order.status !== 'completed' && !returns.length) return null;
  return (
    <section className="rounded-xl border border-gray-200 bg-white p-6">
      <h2 className="mb-3 text-lg font-semibold text-gray-900">Returns</h2>
      {cancel.isError && <FormAlert kind="error">{errorOf(cancel.error).message}</FormAlert>}
      {returns.length > 0 && (
        <div className="mb-4">
          <ReturnList
            returns={returns}
            action={(r) => (
              <>
                <AddReturnPhoto ret={r} />
                {r.status === 'requested' && (
                  <Button
                    variant="secondary"
                    className="mt-2"
                    disabled={cancel.isPending}
                    onClick={() => cancel.mutate(r.id)}
                  >
                    Cancel return {r.id}
                  </Button>
                )}
              </>
            )}
          />
        </div>
      )}
      {order.status === 'completed' && <ReturnRequestForm order={order} returns={returns} />}
    </section>
  );
}
