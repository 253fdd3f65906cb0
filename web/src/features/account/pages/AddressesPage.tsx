import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MapPin, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ADDRESS_COUNTRIES, type Address, type AddressInput } from '@storefront/contract/account';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { PageContainer } from '../../../ui/PageContainer';
import { PageHeading } from '../../../ui/PageHeading';
import { Skeleton } from '../../../ui/Skeleton';
import { toast } from '../../../ui/toast-store';
import { addressesQuery, createAddress, deleteAddress, updateAddress } from '../account-api';
import { AddressForm } from '../components/AddressForm';
import { BackToAccount } from '../components/BackToAccount';
import { RequireSignIn } from '../components/RequireSignIn';

type ModalState = { mode: 'add' } | { mode: 'edit'; address: Address } | null;

function AddressBook() {
  const { data, isPending } = useQuery(addressesQuery);
  const queryClient = useQueryClient();
  const [modal, setModal] = useState<ModalState>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: addressesQuery.queryKey });

  const save = async (values: AddressInput) => {
    if (modal?.mode === 'edit') await updateAddress(modal.address.id, values);
    else await createAddress(values);
    await refresh();
    toast.success(modal?.mode === 'edit' ? 'Address updated' : 'Address added');
    setModal(null);
  };

  const remove = async (address: Address) => {
    if (!window.confirm(`Delete the address "${address.name}, ${address.address}"?`)) return;
    try {
      await deleteAddress(address.id);
      toast.success('Address deleted');
    } catch {
      toast.error('Could not delete the address. Please try again.');
    }
    await refresh();
  };

  return (
    <>
      <div className="mb-6 flex justify-end">
        <Button onClick={() => setModal({ mode: 'add' })}>
          <Plus aria-hidden="true" className="h-4 w-4" /> Add New Address
        </Button>
      </div>
      {isPending ? (
        <Skeleton className="h-40" />
      ) : !data?.length ? (
        <div className="rounded-xl border border-dashed border-gray-300 p-10 text-center text-gray-700">
          <MapPin aria-hidden="true" className="mx-auto mb-3 h-10 w-10 text-gray-400" />
          You have no saved addresses yet.
        </div>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {data.map((a) => (
            <li key={a.id} className="rounded-xl border border-gray-200 bg-white p-5">
              <div className="mb-2 flex items-center gap-2">
                <h2 className="font-semibold text-gray-900">{a.name}</h2>
                {a.isDefault && (
                  <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-medium text-white">
                    Default
                  </span>
                )}
              </div>
              <address className="text-sm not-italic text-gray-700">
                {a.address}
                <br />
                {a.city}, {a.state} {a.zipCode}
                <br />
                {ADDRESS_COUNTRIES[a.country]}
                {a.phone && (
                  <>
                    <br />
                    {a.phone}
                  </>
                )}
              </address>
              <div className="mt-4 flex gap-2">
                <Button
                  variant="secondary"
                  onClick={() => setModal({ mode: 'edit', address: a })}
                  aria-label={`Edit ${a.name}`}
                >
                  <Pencil aria-hidden="true" className="h-4 w-4" /> Edit
                </Button>
                <Button variant="ghost" onClick={() => void remove(a)} aria-label={`Delete ${a.name}`}>
                  <Trash2 aria-hidden="true" className="h-4 w-4" /> Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Modal
        open={modal !== null}
        onClose={() => setModal(null)}
        title={modal?.mode === 'edit' ? 'Edit Address' : 'Add New Address'}
      >
        {modal && (
          <AddressForm
            key={modal.mode === 'edit' ? modal.address.id : 'new'}
            address={modal.mode === 'edit' ? modal.address : undefined}
            onSubmit={save}
            onCancel={() => setModal(null)}
          />
        )}
      </Modal>
    </>
  );
}

export default function AddressesPage() {
  return (
    <RequireSignIn>
      {() => (
        <PageContainer>
          <BackToAccount />
          <PageHeading>Address Book</PageHeading>
          <AddressBook />
        </PageContainer>
      )}
    </RequireSignIn>
  );
}
