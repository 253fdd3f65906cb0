import { PageContainer } from '../../../ui/PageContainer';
import { PageHeading } from '../../../ui/PageHeading';

export default function CategoriesPage() {
  return (
    <PageContainer>
      <PageHeading>Categories</PageHeading>
    </PageContainer>
  );
}
