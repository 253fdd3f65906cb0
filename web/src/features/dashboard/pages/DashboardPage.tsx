import { useQuery } from '@tanstack/react-query';
import { Link, Navigate } from 'react-router';
import { useCurrentUser } from '../../auth';
import { buttonClass } from '../../../ui/Button';
import { PageContainer } from '../../../ui/PageContainer';
import { PageHeading } from '../../../ui/PageHeading';
import { Skeleton } from '../../../ui/Skeleton';
import { CustomerView, StaffView, SupplierView } from '../components/RoleViews';
import { dashboardQuery, roleQuery } from '../dashboard-queries';
import { setupStateQuery } from '../setup/setup-queries';
import { setupPostponed } from '../setup/setup-later';
import { ROLE_LABELS, viewOf } from '../dashboard-format';

export default function DashboardPage() {
  const { user, isAuthenticated, isLoading } = useCurrentUser();
  const role = useQuery({ ...roleQuery, enabled: isAuthenticated });
  const data = useQuery({ ...dashboardQuery, enabled: isAuthenticated });
  const setup = useQuery({ ...setupStateQuery, enabled: user?.role === 'admin' });
  if (isLoading) return <Loading />;
  if (!isAuthenticated)
    return (
      <PageContainer className="max-w-xl text-center">
        <PageHeading>Dashboard</PageHeading>
        <p className="mb-6 text-gray-700">Please log in to access the dashboard</p>
        <Link to="/login?next=/dashboard" className={buttonClass('primary')}>
          Sign In
        </Link>
      </PageContainer>
    );
  if (role.isPending || data.isPending || (user?.role === 'admin' && setup.isPending)) return <Loading />;
  // A store that has not gone live sends its admin to the setup wizard, until "Finish later" (decision 024).
  if (setup.data && !setup.data.live && !setupPostponed()) return <Navigate to="/dashboard/setup" replace />;
  const view = viewOf(role.data?.role ?? data.data?.role);
  return (
    <PageContainer>
      <PageHeading title="Dashboard">
        Dashboard{' '}
        <span className="ml-2 rounded-full bg-primary px-3 py-1 align-middle text-sm font-medium text-white">
          {ROLE_LABELS[view]}
        </span>
      </PageHeading>
      {setup.data && !setup.data.live && (
        <p className="mb-6 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
          Your store is not open to shoppers yet.{' '}
          <Link to="/dashboard/setup" className="font-semibold underline">
            Continue setting it up
          </Link>
        </p>
      )}
      {data.isError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800">
          Error loading dashboard: {data.error.message}
        </p>
      ) : !data.data ? (
        <p className="text-gray-600">No dashboard data available</p>
      ) : view === 'customer' ? (
        <CustomerView />
      ) : view === 'supplier' ? (
        <SupplierView data={data.data} pending={user?.supplier_status === 'pending'} />
      ) : (
        <StaffView data={data.data} admin={view === 'admin'} />
      )}
    </PageContainer>
  );
}

function Loading() {
  return (
    <PageContainer>
      <Skeleton className="h-64 w-full" />
    </PageContainer>
  );
}
