import { PageContainer } from '../../../ui/PageContainer';
import { PageHeading } from '../../../ui/PageHeading';

export default function AddressesPage() {
  return (
    <PageContainer>
      <PageHeading>Address Book</PageHeading>
    </PageContainer>
  );
}
