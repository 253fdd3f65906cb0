import { PageContainer } from '../../../ui/PageContainer';
import { PageHeading } from '../../../ui/PageHeading';

export default function PreordersPage() {
  return (
    <PageContainer>
      <PageHeading>Preorders</PageHeading>
    </PageContainer>
  );
}
