import { PricingManager } from '../../pricing';
import { ManageFrame } from '../../../ui/ManageFrame';
import { useRoleAccess } from '../../auth';

export default function PricingPage() {
  return (
    <ManageFrame title="Pricing" access={useRoleAccess(['staff', 'admin'])}>
      <PricingManager />
    </ManageFrame>
  );
}
