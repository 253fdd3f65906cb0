import { PageContainer } from '../../../ui/PageContainer';
import { PageHeading } from '../../../ui/PageHeading';

export default function CheckoutPage() {
  return (
    <PageContainer>
      <PageHeading>Checkout</PageHeading>
    </PageContainer>
  );
}
