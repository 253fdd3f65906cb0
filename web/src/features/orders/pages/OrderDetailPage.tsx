import { PageContainer } from '../../../ui/PageContainer';
import { PageHeading } from '../../../ui/PageHeading';

export default function OrderDetailPage() {
  return (
    <PageContainer>
      <PageHeading>Order Details</PageHeading>
    </PageContainer>
  );
}
