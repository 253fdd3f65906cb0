import { PageContainer } from '../../../ui/PageContainer';
import { PageHeading } from '../../../ui/PageHeading';

export default function EcommerceHomePage() {
  return (
    <PageContainer>
      <PageHeading>Featured Products</PageHeading>
    </PageContainer>
  );
}
