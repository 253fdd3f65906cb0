import { PageContainer } from '../../../ui/PageContainer';
import { PageHeading } from '../../../ui/PageHeading';

export default function SettingsPage() {
  return (
    <PageContainer>
      <PageHeading>Account Settings</PageHeading>
    </PageContainer>
  );
}
