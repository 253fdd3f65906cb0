import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { UserProfile } from '@storefront/contract/auth';
import { useCurrentUser } from '../../auth';
import { buttonClass } from '../../../ui/Button';
import { PageContainer } from '../../../ui/PageContainer';
import { PageHeading } from '../../../ui/PageHeading';
import { Skeleton } from '../../../ui/Skeleton';

/** The account area is for signed-in users: others see 'Please Sign In' and a link to /login. */
export function RequireSignIn({ children }: { children: (user: UserProfile) => ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  if (isLoading)
    return (
      <PageContainer>
        <Skeleton className="h-64 w-full" />
      </PageContainer>
    );
  if (!user) {
    return (
      <PageContainer className="max-w-xl text-center">
        <PageHeading>Please Sign In</PageHeading>
        <p className="mb-6 text-gray-600">You need to be signed in to view your account.</p>
        <Link to="/login" state={{ from: location.pathname }} className={buttonClass('primary')}>
          Sign In
        </Link>
      </PageContainer>
    );
  }
  return <>{children(user)}</>;
}
