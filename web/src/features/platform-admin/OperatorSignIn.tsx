import { OperatorLoginSchema } from '@storefront/contract/platform-admin';
import { HttpError } from '../../lib/api';
import { useZodForm } from '../../lib/use-zod-form';
import { Button } from '../../ui/Button';
import { FormAlert, TextField } from '../../ui/FormField';
import { PageHeading } from '../../ui/PageHeading';
import { useQuery } from '@tanstack/react-query';
import { useOperatorSignIn } from './platform-queries';
import { signupInfoQuery } from './signup-queries';

/** The console's sign-in: platform operators only (a store's accounts do not work here). */
export function OperatorSignIn() {
  const form = useZodForm(OperatorLoginSchema, { defaultValues: { email: '', password: '' } });
  const signIn = useOperatorSignIn();
  const signup = useQuery(signupInfoQuery);
  const submit = form.handleSubmit(async (values) => {
    try {
      await signIn.mutateAsync(values);
    } catch (error) {
      form.fail(error instanceof HttpError ? error.message : 'Network error during sign-in', error);
    }
  });
  return (
    <div className="mx-auto max-w-md rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
      <PageHeading subtitle="For platform operators. Store owners sign in on their store.">
        Platform console
      </PageHeading>
      <form noValidate onSubmit={submit} className="space-y-4">
        {form.failure && <FormAlert kind="error">{form.failure}</FormAlert>}
        <TextField label="Email" type="email" autoComplete="username" required {...form.field('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          {...form.field('password')}
        />
        <Button type="submit" disabled={form.busy} className="w-full">
          {form.busy ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
      {signup.data && (
        <p className="mt-6 border-t border-gray-200 pt-4 text-sm text-gray-700">
          Want a store of your own?{' '}
          <a href="/signup" className="font-medium text-primary underline">
            Open your store
          </a>
        </p>
      )}
    </div>
  );
}
