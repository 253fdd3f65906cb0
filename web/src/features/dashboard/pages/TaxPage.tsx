import { TaxManager } from '../../tax';
import { ManageFrame } from '../../../ui/ManageFrame';
import { useRoleAccess } from '../../auth';

/** /dashboard/tax (admin): the store's tax rates and whether its prices include tax. */
export default function TaxPage() {
  return (
    <ManageFrame title="Tax" access={useRoleAccess(['admin'])}>
      <TaxManager />
    </ManageFrame>
  );
}
