import { PageContainer } from '../../../ui/PageContainer';
import { PageHeading } from '../../../ui/PageHeading';

export default function ProductListPage() {
  return (
    <PageContainer>
      <PageHeading>All Products</PageHeading>
    </PageContainer>
  );
}
