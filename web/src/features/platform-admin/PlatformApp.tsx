import { useQuery } from '@tanstack/react-query';
import { Button } from '../../ui/Button';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { OperatorSignIn } from './OperatorSignIn';
import { PlatformShell } from './PlatformShell';
import { platformSessionQuery, useOperatorSignOut } from './platform-queries';
import { SignupConfirmPage } from './SignupConfirmPage';
import { SignupPage } from './SignupPage';
import { StoresPage } from './StoresPage';

/** What the platform host shows: the console for a signed-in operator, else its sign-in. */
export function PlatformApp() {
  const session = useQuery(platformSessionQuery);
  const signOut = useOperatorSignOut();
  const operator = session.data?.operator;
  // The platform host has three pages and no router: the console (or its sign-in) and self-service signup.
  const path = window.location.pathname.replace(/\/+$/, '');
  if (path === '/signup' || path === '/signup/confirm')
    return <PlatformShell>{path === '/signup' ? <SignupPage /> : <SignupConfirmPage />}</PlatformShell>;
  if (session.isPending) return <LoadingScreen />;
  return (
    <PlatformShell
      actions={
        operator && (
          <div className="flex items-center gap-3 text-sm text-gray-700">
            <span>{operator.name || operator.email}</span>
            <Button variant="secondary" onClick={() => signOut.mutate()}>
              Sign Out
            </Button>
          </div>
        )
      }
    >
      {operator ? <StoresPage /> : <OperatorSignIn />}
    </PlatformShell>
  );
}
