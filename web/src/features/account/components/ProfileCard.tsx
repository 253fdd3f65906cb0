import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { UserProfile } from '@storefront/contract/auth';
import { currentUserQuery } from '../../auth';
import { Button } from '../../../ui/Button';
import { accountProfileQuery } from '../account-api';
import { ProfileForm } from './ProfileForm';

const ROLE_LABELS: Record<UserProfile['role'], string> = {
  customer: 'Customer',
  supplier: 'Supplier',
  staff: 'Staff',
  admin: 'Admin',
};

/** Spec section 4, Profile: a view mode and an edit mode (Edit, Save, Cancel); saving persists. */
export function ProfileCard({ user: sessionUser }: { user: UserProfile }) {
  const { data } = useQuery({ ...accountProfileQuery, placeholderData: sessionUser });
  const user = data ?? sessionUser;
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);

  const saved = (next: UserProfile) => {
    queryClient.setQueryData(accountProfileQuery.queryKey, next);
    queryClient.setQueryData(currentUserQuery.queryKey, next);
    setEditing(false);
  };

  const rows: [string, React.ReactNode][] = [
    ['Name', [user.first_name, user.last_name].filter(Boolean).join(' ') || '—'],
    ['Username', user.username],
    [
      'Email',
      <>
        {user.email}{' '}
        {user.email_verified ? (
          <span className="ml-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800">
            Verified
          </span>
        ) : (
          <Link to="/verify-email" className="ml-1 text-sm font-medium text-primary underline">
            Not verified — verify now
          </Link>
        )}
      </>,
    ],
    ['Phone', user.phone || '—'],
    ['Bio', user.bio || '—'],
    [
      'Account Type',
      <>
        <span>{ROLE_LABELS[user.role]}</span>
        {user.supplier_status === 'pending' && (
          <span className="ml-2 text-sm text-amber-800">awaiting the store’s approval</span>
        )}
      </>,
    ],
    ['Member Since', new Date(user.date_joined).toLocaleDateString()],
  ];

  return (
    <section aria-labelledby="profile-heading" className="rounded-xl border border-gray-200 bg-white p-6">
      <div className="mb-4 flex items-center justify-between">
        <h2 id="profile-heading" className="text-lg font-semibold text-gray-900">
          Profile Information
        </h2>
        {!editing && (
          <Button variant="secondary" onClick={() => setEditing(true)}>
            Edit
          </Button>
        )}
      </div>
      {editing ? (
        <ProfileForm user={user} onSaved={saved} onCancel={() => setEditing(false)} />
      ) : (
        <dl className="grid gap-4 sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm text-gray-600">{label}</dt>
              <dd className="mt-0.5 text-gray-900">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
