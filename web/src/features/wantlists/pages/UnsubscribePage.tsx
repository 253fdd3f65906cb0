import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { wantlistsEndpoints } from '@storefront/contract/wantlists.endpoints';
import { call } from '../../../lib/api';
import { callQuery } from '../../../lib/call-query';
import { Button } from '../../../ui/Button';
import { FormAlert } from '../../../ui/FormField';
import { PageContainer } from '../../../ui/PageContainer';
import { PageHeading } from '../../../ui/PageHeading';
import { Skeleton } from '../../../ui/Skeleton';

/** The alert e-mail's link: shows which list it stops, and stops it on a click (a POST, never on GET). */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const query = { list: Number(params.get('list')), token: params.get('token') ?? '' };
  const state = useQuery(
    callQuery(['wantlists', 'unsubscribe', query], wantlistsEndpoints.unsubscribeState, { query }),
  );
  const stop = useMutation({ mutationFn: () => call(wantlistsEndpoints.unsubscribe, { query }) });
  const shown = stop.data ?? state.data;
  return (
    <PageContainer className="max-w-xl">
      <PageHeading>Wantlist alerts</PageHeading>
      {state.isPending ? (
        <Skeleton className="h-24" />
      ) : !shown ? (
        <FormAlert kind="error">This unsubscribe link is not valid.</FormAlert>
      ) : shown.alerts ? (
        <div className="space-y-4">
          <p className="text-gray-700">
            Stop e-mail alerts for your wantlist <strong>{shown.name}</strong>? The list and its cards stay.
          </p>
          <Button onClick={() => stop.mutate()} disabled={stop.isPending}>
            Stop alerts
          </Button>
          {stop.isError && <FormAlert kind="error">Alerts could not be stopped. Please try again.</FormAlert>}
        </div>
      ) : (
        <FormAlert kind="success">
          Alerts for <strong>{shown.name}</strong> are off. You can turn them on again on{' '}
          <Link to="/account/wantlists" className="underline">
            your wantlists
          </Link>
          .
        </FormAlert>
      )}
    </PageContainer>
  );
}
