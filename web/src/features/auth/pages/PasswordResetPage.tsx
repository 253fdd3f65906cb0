import { PageContainer } from '../../../ui/PageContainer';
import { PageHeading } from '../../../ui/PageHeading';

export default function PasswordResetPage() {
  return (
    <PageContainer>
      <PageHeading>Reset Password</PageHeading>
    </PageContainer>
  );
}
