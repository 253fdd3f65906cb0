import { PromotionsManager } from '../../promotions';
import { ManageFrame } from '../../../ui/ManageFrame';
import { useRoleAccess } from '../../auth';

/** /dashboard/promotions (staff and admins): discount codes and automatic promotions (issue 28). */
export default function PromotionsPage() {
  return (
    <ManageFrame title="Promotions" access={useRoleAccess(['staff', 'admin'])}>
      <PromotionsManager />
    </ManageFrame>
  );
}
