import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { buttonClass } from './Button';
import { PageContainer } from './PageContainer';
import { PageHeading } from './PageHeading';
import { Skeleton } from './Skeleton';

/** Whether the visitor may see a management screen (the auth feature's `useRoleAccess` answers it). */
export type RoleAccess = 'loading' | 'signed-out' | 'forbidden' | 'allowed';

/**
 * A management screen: signed-out visitors are asked to log in, other roles are told they may not
 * (the server refuses them anyway); the allowed see the screen with a way back to the dashboard.
 */
export function ManageFrame({
  title,
  access,
  children,
}: {
  title: string;
  access: RoleAccess;
  children: ReactNode;
}) {
  if (access === 'loading')
    return (
      <PageContainer>
        <Skeleton className="h-64 w-full" />
      </PageContainer>
    );
  return (
    <PageContainer>
      <Link
        to="/dashboard"
        className="mb-3 inline-flex items-center gap-1 text-sm text-gray-700 hover:underline"
      >
        <ArrowLeft size={16} aria-hidden="true" /> Dashboard
      </Link>
      <PageHeading>{title}</PageHeading>
      {access === 'signed-out' ? (
        <div>
          <p className="mb-4 text-gray-700">Please log in to access the dashboard</p>
          <Link to="/login" className={buttonClass('primary')}>
            Sign In
          </Link>
        </div>
      ) : access === 'forbidden' ? (
        <p role="alert" className="text-gray-700">
          You do not have permission to do this
        </p>
      ) : (
        children
      )}
    </PageContainer>
  );
}
