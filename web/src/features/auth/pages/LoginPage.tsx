import { PageContainer } from '../../../ui/PageContainer';
import { PageHeading } from '../../../ui/PageHeading';

export default function LoginPage() {
  return (
    <PageContainer>
      <PageHeading>Sign In</PageHeading>
    </PageContainer>
  );
}
