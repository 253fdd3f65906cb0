import { Link } from 'react-router';
import type { MassEntryMissing } from '@storefront/contract/cart-mass-entry';
import { errorOf, HttpError } from '../../../lib/api';
import { Button } from '../../../ui/Button';
import { FormAlert } from '../../../ui/FormField';
import { useCreateWantlist } from '../../wantlists';
import { wantlistOfMissing } from './add-missing-to-wantlist';

/** What the store did not have, kept as a new wantlist, so its alerts say when the cards come in. */
export function AddMissingToWantlist({ missing }: { missing: MassEntryMissing[] }) {
  const create = useCreateWantlist();
  const name = `Missing from my deck list, ${new Date().toLocaleDateString('en-US')}`;
  if (create.isSuccess)
    return (
      <p className="mt-3 text-sm text-gray-700" role="status">
        Kept in your wantlist “{create.data.name}”.{' '}
        <Link className="text-primary underline" to="/account/wantlists">
          See your wantlists
        </Link>
      </p>
    );
  const signedOut = create.error instanceof HttpError && create.error.status === 401;
  return (
    <div className="mt-3">
      <Button
        variant="secondary"
        disabled={create.isPending}
        onClick={() => create.mutate(wantlistOfMissing(name, missing))}
      >
        {create.isPending ? 'Adding…' : 'Add the missing to a wantlist'}
      </Button>
      {signedOut ? (
        <p className="mt-2 text-sm text-gray-700">
          <Link className="text-primary underline" to="/login?next=/tcg/mass-entry">
            Sign in
          </Link>{' '}
          to keep a wantlist.
        </p>
      ) : (
        create.error && <FormAlert kind="error">{errorOf(create.error).message}</FormAlert>
      )}
    </div>
  );
}
