import { PageContainer } from '../../../ui/PageContainer';
import { PageHeading } from '../../../ui/PageHeading';

export default function SearchPage() {
  return (
    <PageContainer>
      <PageHeading>Search Results</PageHeading>
    </PageContainer>
  );
}
