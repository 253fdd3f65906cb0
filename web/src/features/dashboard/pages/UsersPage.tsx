import { useQuery } from '@tanstack/react-query';
import { ROLES, type Role } from '@storefront/contract/auth';
import type { ManageUser } from '@storefront/contract/dashboard-manage';
import { useCurrentUser, useRoleAccess } from '../../auth';
import { TaxExemptToggle } from '../../tax';
import { useApproveSupplier, useChangeRole } from '../manage-mutations';
import { Button } from '../../../ui/Button';
import { FormAlert, SelectField, TextField } from '../../../ui/FormField';
import { ManageFrame } from '../../../ui/ManageFrame';
import { ROLE_LABELS } from '../dashboard-format';
import { manageUsersQuery } from '../manage-queries';
import { ManageList } from '../components/ManageList';
import { useListFilters } from '../use-list-filters';

/** /dashboard/customers (staff and admin) and /dashboard/users (admin, with roles). */
export function UsersScreen({ scope }: { scope: 'customers' | 'users' }) {
  return (
    <ManageFrame
      title={scope === 'users' ? 'User Management' : 'Customers'}
      access={useRoleAccess(scope === 'users' ? ['admin'] : ['staff', 'admin'])}
    >
      <UsersList scope={scope} />
    </ManageFrame>
  );
}

export default function UsersPage() {
  return <UsersScreen scope="users" />;
}

function UsersList({ scope }: { scope: 'customers' | 'users' }) {
  const { filters, setFilter, page, setPage } = useListFilters({ q: '', role: '' });
  const { data, error } = useQuery(manageUsersQuery(scope, filters.q, filters.role, page));
  const { user: me } = useCurrentUser();
  const change = useChangeRole();
  const approve = useApproveSupplier();
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-4">
        <div className="w-full max-w-sm">
          <TextField
            label="Search by name or e-mail"
            type="search"
            value={filters.q}
            onChange={(e) => setFilter('q', e.target.value)}
          />
        </div>
        {scope === 'users' && (
          <div className="w-48">
            <SelectField
              label="Role"
              value={filters.role}
              options={[
                { value: '', label: 'All roles' },
                ...ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] })),
              ]}
              onChange={(e) => setFilter('role', e.target.value)}
            />
          </div>
        )}
      </div>
      {(error ?? change.error ?? approve.error) && (
        <FormAlert kind="error">{(error ?? change.error ?? approve.error)!.message}</FormAlert>
      )}
      <ManageList
        data={data}
        failed={Boolean(error)}
        empty="No users found."
        page={page}
        onPageChange={setPage}
      >
        {(results) => (
          <ul className="divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white shadow-sm">
            {results.map((u) => (
              <UserRow
                key={u.id}
                user={u}
                editable={scope === 'users' && u.id !== me?.id}
                taxExempt={scope === 'customers'}
                onRole={(to) => change.mutate({ id: u.id, to })}
                onApprove={scope === 'users' ? () => approve.mutate(u.id) : undefined}
              />
            ))}
          </ul>
        )}
      </ManageList>
    </div>
  );
}

function UserRow({
  user,
  editable,
  taxExempt,
  onRole,
  onApprove,
}: {
  user: ManageUser;
  editable: boolean;
  /** The customer list shows each customer's tax exemption, which staff may change. */
  taxExempt: boolean;
  onRole: (r: Role) => void;
  onApprove: (() => void) | undefined;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm">
      <span>
        <span className="font-medium text-gray-900">
          {user.first_name} {user.last_name} ({user.username})
        </span>
        <span className="block text-gray-600">
          {user.email} · joined {new Date(user.date_joined).toLocaleDateString('en-US')} · {user.orders}{' '}
          orders
        </span>
      </span>
      {user.supplier_status === 'pending' && (
        <span className="flex items-center gap-2">
          <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium text-amber-900">
            Awaiting approval
          </span>
          {onApprove && (
            <Button
              variant="secondary"
              onClick={onApprove}
              aria-label={`Approve ${user.username} as a supplier`}
            >
              Approve
            </Button>
          )}
        </span>
      )}
      {taxExempt && <TaxExemptToggle userId={user.id} username={user.username} />}
      {editable ? (
        <div className="w-40">
          <SelectField
            label={`Role of ${user.username}`}
            value={user.role}
            options={ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
            onChange={(e) => onRole(e.target.value as Role)}
          />
        </div>
      ) : (
        <span className="rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-medium text-gray-800">
          {ROLE_LABELS[user.role]}
        </span>
      )}
    </li>
  );
}
