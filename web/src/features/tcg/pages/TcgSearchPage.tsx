import { PageContainer } from '../../../ui/PageContainer';
import { PageHeading } from '../../../ui/PageHeading';

export default function TcgSearchPage() {
  return (
    <PageContainer>
      <PageHeading>TCG Search</PageHeading>
    </PageContainer>
  );
}
