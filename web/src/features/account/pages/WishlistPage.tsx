import { PageContainer } from '../../../ui/PageContainer';
import { PageHeading } from '../../../ui/PageHeading';

export default function WishlistPage() {
  return (
    <PageContainer>
      <PageHeading>My Wishlist</PageHeading>
    </PageContainer>
  );
}
