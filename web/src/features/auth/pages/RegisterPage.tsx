import { PageContainer } from '../../../ui/PageContainer';
import { PageHeading } from '../../../ui/PageHeading';

export default function RegisterPage() {
  return (
    <PageContainer>
      <PageHeading>Create Account</PageHeading>
    </PageContainer>
  );
}
