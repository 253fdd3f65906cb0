import { useQuery } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { wantlistsEndpoints } from '@storefront/contract/wantlists.endpoints';
import { call, errorOf } from '../../../lib/api';
import { Button } from '../../../ui/Button';
import { FormAlert, TextField } from '../../../ui/FormField';
import { PageContainer } from '../../../ui/PageContainer';
import { PageHeading } from '../../../ui/PageHeading';
import { Skeleton } from '../../../ui/Skeleton';
import { toast } from '../../../ui/toast-store';
import { BackToAccount, RequireSignIn, wishlistQuery } from '../../account';
import { WantlistPanel } from '../components/WantlistPanel';
import { useWantlistsChanged, wantlistsQuery } from '../wantlists-queries';

/** The wishlist is one of the lists: products saved from the shop, kept on its own page. */
function WishlistEntry() {
  const { data } = useQuery(wishlistQuery);
  const count = data?.length ?? 0;
  return (
    <Link
      to="/account/wishlist"
      className="flex items-center gap-3 rounded-xl border border-gray-200 bg-white p-5 hover:border-primary"
    >
      <Heart aria-hidden="true" className="h-6 w-6 text-primary" />
      <span>
        <span className="block text-lg font-semibold text-gray-900">Wishlist</span>
        <span className="block text-sm text-gray-600">
          {count === 1 ? '1 product' : `${count} products`} saved from the shop
        </span>
      </span>
    </Link>
  );
}

function NewListForm() {
  const changed = useWantlistsChanged();
  const [name, setName] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await call(wantlistsEndpoints.createWantlist, { body: { name } });
      toast.success(`Wantlist "${name}" created`);
      setName('');
      setFailure(null);
      await changed();
    } catch (error) {
      setFailure(errorOf(error).fields.name ?? errorOf(error).message);
    }
  };
  return (
    <form
      onSubmit={(e) => void submit(e)}
      className="flex flex-wrap items-end gap-3"
      aria-label="Create a wantlist"
    >
      <div className="min-w-64 flex-1">
        <TextField
          label="New wantlist"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={failure ?? undefined}
        />
      </div>
      <Button type="submit">Create wantlist</Button>
    </form>
  );
}

function Wantlists() {
  const { data, isPending, isError } = useQuery(wantlistsQuery);
  return (
    <div className="space-y-4">
      <p className="text-gray-700">
        Cards you are looking for. With alerts on, we e-mail you (at most once an hour) when one comes into
        stock or its price drops to your maximum.
      </p>
      <NewListForm />
      <WishlistEntry />
      {isPending ? (
        <Skeleton className="h-40" />
      ) : isError ? (
        <FormAlert kind="error">Your wantlists could not be loaded. Please try again.</FormAlert>
      ) : (
        data.map((list) => <WantlistPanel key={list.id} list={list} />)
      )}
    </div>
  );
}

export default function WantlistsPage() {
  return (
    <RequireSignIn>
      {() => (
        <PageContainer>
          <BackToAccount />
          <PageHeading>Wantlists</PageHeading>
          <Wantlists />
        </PageContainer>
      )}
    </RequireSignIn>
  );
}
