import { SETUP_STEP_LABELS, SETUP_STEPS, type SetupState } from '@storefront/contract/dashboard-setup';
import { Button, buttonClass } from '../../../ui/Button';
import { FormAlert } from '../../../ui/FormField';
import { errorOf } from '../../../lib/api';
import { useGoLive } from './setup-queries';

/** Opens the store to shoppers, who see "Opening soon" until then. */
export function GoLiveStep({ state }: { state: SetupState }) {
  const goLive = useGoLive();
  const open = SETUP_STEPS.filter((s) => s !== 'go-live' && !state.steps[s]);
  if (state.live)
    return (
      <div className="space-y-4">
        <FormAlert kind="success">Your store is live: shoppers can find and buy your cards.</FormAlert>
        <a href="/" className={buttonClass('primary')}>
          Visit your store
        </a>
      </div>
    );
  return (
    <div className="space-y-4 text-gray-700">
      <p>Until you go live, shoppers see an “Opening soon” page. You and your staff see the whole store.</p>
      {open.length > 0 && (
        <p>Not done yet (you can finish them later): {open.map((s) => SETUP_STEP_LABELS[s]).join(', ')}.</p>
      )}
      {goLive.error && <FormAlert kind="error">{errorOf(goLive.error).message}</FormAlert>}
      <Button onClick={() => goLive.mutate()} disabled={goLive.isPending}>
        {goLive.isPending ? 'Opening...' : 'Go live'}
      </Button>
    </div>
  );
}
