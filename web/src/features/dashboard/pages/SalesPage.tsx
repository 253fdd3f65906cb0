import { SalesManager } from '../../sale-prices';
import { ManageFrame } from '../../../ui/ManageFrame';
import { useRoleAccess } from '../../auth';

export default function SalesPage() {
  return (
    <ManageFrame title="Sales" access={useRoleAccess(['staff', 'admin'])}>
      <SalesManager />
    </ManageFrame>
  );
}
