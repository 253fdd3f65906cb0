import { useEffect, useRef } from 'react';
import { FormAlert } from '../../ui/FormField';
import { PageHeading } from '../../ui/PageHeading';
import { useConfirmSignup } from './signup-queries';

/** The verification link: creates the store, then sends its new admin to choose a password there. */
export function SignupConfirmPage() {
  const confirm = useConfirmSignup();
  const started = useRef(false);
  const token = new URLSearchParams(window.location.search).get('token') ?? '';
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    confirm.mutate(token, {
      onSuccess: (done) => window.location.assign(done.set_password_link),
    });
  }, [confirm, token]);
  return (
    <div className="mx-auto max-w-md rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
      <PageHeading>Creating your store</PageHeading>
      {confirm.error ? (
        <>
          <FormAlert kind="error">{confirm.error.message}</FormAlert>
          <p className="mt-4 text-sm">
            <a href="/signup" className="font-medium text-primary underline">
              Open a store
            </a>
          </p>
        </>
      ) : confirm.data ? (
        <p className="text-gray-700">
          {confirm.data.store.name} is ready at {confirm.data.store.url}. Taking you there to choose your
          password...
        </p>
      ) : (
        <p role="status" className="text-gray-700">
          Please wait a moment...
        </p>
      )}
    </div>
  );
}
