import type { ReactNode } from 'react';
import { ManageFrame } from '../../../ui/ManageFrame';
import { useCurrentUser, useRoleAccess } from '../../auth';

/** A screen suppliers share with staff and admins: a supplier sees only their own, titled `mine`. */
export function SellerFrame({ mine, all, children }: { mine: string; all: string; children: ReactNode }) {
  const { user } = useCurrentUser();
  return (
    <ManageFrame
      title={user?.role === 'supplier' ? mine : all}
      access={useRoleAccess(['supplier', 'staff', 'admin'])}
    >
      {children}
    </ManageFrame>
  );
}
