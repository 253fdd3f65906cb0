import { PageContainer } from '../../../ui/PageContainer';
import { PageHeading } from '../../../ui/PageHeading';

export default function OrderHistoryPage() {
  return (
    <PageContainer>
      <PageHeading>Order History</PageHeading>
    </PageContainer>
  );
}
