import { PricingManager } from '../../pricing';
import { ManageFrame } from '../components/ManageFrame';

export default function PricingPage() {
  return (
    <ManageFrame title="Pricing" roles={['staff', 'admin']}>
      <PricingManager />
    </ManageFrame>
  );
}
