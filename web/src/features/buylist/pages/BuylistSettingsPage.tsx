import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ManageFrame } from '../../../ui/ManageFrame';
import { useRoleAccess } from '../../auth';
import { FormAlert } from '../../../ui/FormField';
import { Skeleton } from '../../../ui/Skeleton';
import { buylistSettingsQuery } from '../buylist-queries';
import { BuyRulesPanel } from '../components/BuyRulesPanel';
import { BuySettingsForm } from '../components/BuySettingsForm';
import { OverridesPanel } from '../components/OverridesPanel';

function Settings() {
  const { data, error } = useQuery(buylistSettingsQuery);
  return (
    <div className="space-y-8">
      <p className="text-sm text-gray-700">
        What the store pays for cards, as a share of the market price.{' '}
        <Link to="/dashboard/buylist" className="text-primary underline">
          Sell lists
        </Link>
      </p>
      {error ? (
        <FormAlert kind="error">{error.message}</FormAlert>
      ) : data ? (
        <BuySettingsForm key={data.budget + data.committed} settings={data} />
      ) : (
        <Skeleton className="h-64 w-full" />
      )}
      <BuyRulesPanel />
      <OverridesPanel />
    </div>
  );
}

/** /dashboard/buylist/settings: staff set the default buy prices, the budget, the ordered buy rules and per-card overrides. */
export default function BuylistSettingsPage() {
  return (
    <ManageFrame title="Buylist settings" access={useRoleAccess(['staff', 'admin'])}>
      <Settings />
    </ManageFrame>
  );
}
