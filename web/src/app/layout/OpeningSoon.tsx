import { Link } from 'react-router';
import { useTenant } from '../../features/tenant';
import { PageContainer } from '../../ui/PageContainer';
import { PageHeading } from '../../ui/PageHeading';

/** Paths a visitor of a store that has not opened yet may still use: signing in and its e-mail links. */
const OPEN_PATHS = ['/login', '/register', '/password-reset', '/verify-email', '/dashboard'];

export const openWhileClosed = (pathname: string) =>
  OPEN_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));

/** What shoppers see while the store's admin sets it up (decision 024). */
export function OpeningSoon() {
  const tenant = useTenant();
  const name = tenant.tenant.name ?? 'This store';
  return (
    <PageContainer className="max-w-xl py-16 text-center">
      <PageHeading title="Opening soon">{name} is opening soon</PageHeading>
      <p className="mb-6 text-gray-700">
        The shop is being set up. Please come back in a little while.
        {tenant.theme.client_details.email && <> Questions? Write to {tenant.theme.client_details.email}.</>}
      </p>
      <p className="text-sm text-gray-600">
        Are you its owner?{' '}
        <Link to="/login?next=/dashboard" className="font-medium text-primary underline">
          Sign in
        </Link>
      </p>
    </PageContainer>
  );
}
