import { PageContainer } from '../../../ui/PageContainer';
import { PageHeading } from '../../../ui/PageHeading';

export default function ConfirmationPage() {
  return (
    <PageContainer>
      <PageHeading>Order Confirmation</PageHeading>
    </PageContainer>
  );
}
