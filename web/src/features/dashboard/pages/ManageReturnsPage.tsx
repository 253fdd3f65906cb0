import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { RETURN_STATUSES, type ReturnStatus } from '@storefront/contract/orders-returns';
import { errorOf } from '../../../lib/api';
import { Button } from '../../../ui/Button';
import { FormAlert, SelectField } from '../../../ui/FormField';
import { ManageFrame } from '../../../ui/ManageFrame';
import { useRoleAccess } from '../../auth';
import { manageReturnsQuery, ReturnList, useApproveReturn } from '../../orders';
import { ReceiveReturnForm } from '../components/ReceiveReturnForm';
import { RejectReturnForm } from '../components/RejectReturnForm';

const STATUS_NAMES: Record<ReturnStatus, string> = {
  requested: 'Requested',
  approved: 'Approved',
  rejected: 'Rejected',
  received: 'Received',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
};

/** /dashboard/returns: staff approve or reject customers' returns, then receive them and refund (decision 058). */
export default function ManageReturnsPage() {
  return (
    <ManageFrame title="Returns" access={useRoleAccess(['staff', 'admin'])}>
      <ReturnsList />
    </ManageFrame>
  );
}

function ReturnsList() {
  const [status, setStatus] = useState<ReturnStatus | ''>('');
  const { data, error } = useQuery(manageReturnsQuery(status));
  const approve = useApproveReturn();
  return (
    <div className="space-y-4">
      <div className="max-w-xs">
        <SelectField
          label="Status"
          value={status}
          onChange={(e) => setStatus(e.target.value as ReturnStatus | '')}
          options={[
            { value: '', label: 'All' },
            ...RETURN_STATUSES.map((s) => ({ value: s, label: STATUS_NAMES[s] })),
          ]}
        />
      </div>
      {error && <FormAlert kind="error">{errorOf(error).message}</FormAlert>}
      {approve.isError && <FormAlert kind="error">{errorOf(approve.error).message}</FormAlert>}
      {data && !data.results.length && <p className="text-sm text-gray-700">No returns.</p>}
      {data && data.results.length > 0 && (
        <ReturnList
          returns={data.results}
          action={(r) => (
            <>
              {r.status === 'requested' && (
                <Button className="mt-2" disabled={approve.isPending} onClick={() => approve.mutate(r.id)}>
                  Approve return {r.id}
                </Button>
              )}
              {(r.status === 'requested' || r.status === 'approved') && <RejectReturnForm ret={r} />}
              {r.status === 'approved' && <ReceiveReturnForm ret={r} />}
            </>
          )}
        />
      )}
    </div>
  );
}
