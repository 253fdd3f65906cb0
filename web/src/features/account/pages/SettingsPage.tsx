import { useQuery } from '@tanstack/react-query';
import { DEFAULT_SETTINGS } from '@storefront/contract/account';
import { PageContainer } from '../../../ui/PageContainer';
import { PageHeading } from '../../../ui/PageHeading';
import { Skeleton } from '../../../ui/Skeleton';
import { settingsQuery } from '../account-api';
import { BackToAccount } from '../components/BackToAccount';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { PreferencesForm } from '../components/PreferencesForm';
import { RequireSignIn } from '../components/RequireSignIn';

function Preferences() {
  const { data, isPending, isError } = useQuery(settingsQuery);
  if (isPending) return <Skeleton className="h-96" />;
  return <PreferencesForm initial={isError ? DEFAULT_SETTINGS : data} />;
}

export default function SettingsPage() {
  return (
    <RequireSignIn>
      {() => (
        <PageContainer>
          <BackToAccount />
          <PageHeading>Account Settings</PageHeading>
          <div className="grid items-start gap-6 lg:grid-cols-2">
            <ChangePasswordForm />
            <Preferences />
          </div>
        </PageContainer>
      )}
    </RequireSignIn>
  );
}
