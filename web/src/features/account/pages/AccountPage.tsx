import { PageContainer } from '../../../ui/PageContainer';
import { PageHeading } from '../../../ui/PageHeading';

export default function AccountPage() {
  return (
    <PageContainer>
      <PageHeading>My Account</PageHeading>
    </PageContainer>
  );
}
