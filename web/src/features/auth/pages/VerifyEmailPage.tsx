import { PageContainer } from '../../../ui/PageContainer';
import { PageHeading } from '../../../ui/PageHeading';

export default function VerifyEmailPage() {
  return (
    <PageContainer>
      <PageHeading>Verify Email</PageHeading>
    </PageContainer>
  );
}
