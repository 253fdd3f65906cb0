import { ShippingZonesManager } from '../../checkout';
import { ManageFrame } from '../../../ui/ManageFrame';
import { useRoleAccess } from '../../auth';

/** /dashboard/shipping (admin): the store's shipping zones and their methods. */
export default function ShippingZonesPage() {
  return (
    <ManageFrame title="Shipping Zones" access={useRoleAccess(['admin'])}>
      <ShippingZonesManager />
    </ManageFrame>
  );
}
