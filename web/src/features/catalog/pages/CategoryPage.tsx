import { PageContainer } from '../../../ui/PageContainer';
import { PageHeading } from '../../../ui/PageHeading';

export default function CategoryPage() {
  return (
    <PageContainer>
      <PageHeading>Category</PageHeading>
    </PageContainer>
  );
}
