import { useQuery } from '@tanstack/react-query';
import { SignupSchema } from '@storefront/contract/platform-admin';
import { HttpError } from '../../lib/api';
import { useZodForm } from '../../lib/use-zod-form';
import { Button } from '../../ui/Button';
import { FormAlert, TextField } from '../../ui/FormField';
import { PageHeading } from '../../ui/PageHeading';
import { signupInfoQuery, useSignup } from './signup-queries';

/** "Open your store": name, subdomain and e-mail; a verification link creates the store. */
export function SignupPage() {
  const info = useQuery(signupInfoQuery);
  const form = useZodForm(SignupSchema, { defaultValues: { store_name: '', subdomain: '', email: '' } });
  const signup = useSignup();
  const subdomain = form.watch('subdomain');
  const submit = form.handleSubmit(async (values) => {
    try {
      await signup.mutateAsync(values);
    } catch (error) {
      form.fail(error instanceof HttpError ? error.message : 'Network error, please try again', error);
    }
  });
  if (info.isPending) return <p role="status">Loading...</p>;
  if (!info.data)
    return (
      <div className="mx-auto max-w-md rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
        <PageHeading>Open your store</PageHeading>
        <p className="text-gray-700">
          Opening a store here is switched off. Please ask the platform’s operators.
        </p>
      </div>
    );
  return (
    <div className="mx-auto max-w-md rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
      <PageHeading subtitle="Your own card shop in a few minutes. We e-mail you a link to confirm.">
        Open your store
      </PageHeading>
      {signup.isSuccess ? (
        <FormAlert kind="success">{signup.data.message}</FormAlert>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-4">
          {form.failure && <FormAlert kind="error">{form.failure}</FormAlert>}
          <TextField label="Store name" required {...form.field('store_name')} />
          <TextField
            label="Subdomain"
            required
            autoCapitalize="none"
            spellCheck={false}
            aria-describedby="signup-address"
            {...form.field('subdomain')}
          />
          <p id="signup-address" className="-mt-2 text-sm text-gray-600">
            Your store’s address: {(subdomain || 'yourname').toLowerCase().trim()}.{info.data.store_domain}
          </p>
          <TextField
            label="Your e-mail"
            type="email"
            autoComplete="email"
            required
            {...form.field('email')}
          />
          <Button type="submit" disabled={form.busy} className="w-full">
            {form.busy ? 'Sending...' : 'Open my store'}
          </Button>
        </form>
      )}
      <p className="mt-6 text-sm text-gray-600">
        Platform operator?{' '}
        <a href="/" className="font-medium text-primary underline">
          Sign in to the console
        </a>
      </p>
    </div>
  );
}
