import { PageContainer } from '../../../ui/PageContainer';
import { PageHeading } from '../../../ui/PageHeading';

export default function CartPage() {
  return (
    <PageContainer>
      <PageHeading>Shopping Cart</PageHeading>
    </PageContainer>
  );
}
