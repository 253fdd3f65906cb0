import { PageContainer } from '../../../ui/PageContainer';
import { PageHeading } from '../../../ui/PageHeading';

export default function PasswordResetConfirmPage() {
  return (
    <PageContainer>
      <PageHeading>Choose a New Password</PageHeading>
    </PageContainer>
  );
}
