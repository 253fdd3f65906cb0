import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { Role } from '@storefront/contract/auth';
import { useCurrentUser } from '../../auth';
import { buttonClass } from '../../../ui/Button';
import { PageContainer } from '../../../ui/PageContainer';
import { PageHeading } from '../../../ui/PageHeading';
import { Skeleton } from '../../../ui/Skeleton';

/**
 * A management screen: signed-out visitors are asked to log in, other roles are told they may not
 * (the server refuses them anyway); the allowed see the screen with a way back to the dashboard.
 */
export function ManageFrame({
  title,
  roles,
  children,
}: {
  title: string;
  roles: Role[];
  children: ReactNode;
}) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading)
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
      {!user ? (
        <div>
          <p className="mb-4 text-gray-700">Please log in to access the dashboard</p>
          <Link to="/login" className={buttonClass('primary')}>
            Sign In
          </Link>
        </div>
      ) : !roles.includes(user.role) ? (
        <p role="alert" className="text-gray-700">
          You do not have permission to do this
        </p>
      ) : (
        children
      )}
    </PageContainer>
  );
}

/** The server's message of a failed call, and its field messages. */
export function errorOf(error: unknown): { message: string; fields: Record<string, string> } {
  const e = error as { message?: string; body?: { fields?: Record<string, string> } } | null;
  return { message: e?.message ?? 'Something went wrong', fields: e?.body?.fields ?? {} };
}
