import { PageContainer } from '../../../ui/PageContainer';
import { PageHeading } from '../../../ui/PageHeading';

export default function ProductDetailPage() {
  return (
    <PageContainer>
      <PageHeading>Product</PageHeading>
    </PageContainer>
  );
}
