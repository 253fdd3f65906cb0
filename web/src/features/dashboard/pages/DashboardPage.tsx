import { PageContainer } from '../../../ui/PageContainer';
import { PageHeading } from '../../../ui/PageHeading';

export default function DashboardPage() {
  return (
    <PageContainer>
      <PageHeading>Dashboard</PageHeading>
    </PageContainer>
  );
}
