import { useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useNavigate } from 'react-router';
import { RegisterSchema } from '@storefront/contract/auth';
import { useZodForm } from '../../../lib/use-zod-form';
import { applySignIn, useCurrentUser } from '../session';
import { Button } from '../../../ui/Button';
import { FormAlert, TextField } from '../../../ui/FormField';
import { toast } from '../../../ui/toast-store';
import { AuthCard } from '../AuthCard';
import { failureMessage, register } from '../auth-api';
import { useSignInReason } from '../sign-in-reason';
import { nextQuery, useReturnTo } from '../use-return-to';

const EMPTY = {
  username: '',
  email: '',
  first_name: '',
  last_name: '',
  password: '',
  password_confirm: '',
};
type TextKey = keyof typeof EMPTY;

const FIELDS: { key: TextKey; label: string; type?: string; autoComplete: string; required?: boolean }[] = [
  { key: 'first_name', label: 'First Name', autoComplete: 'given-name' },
  { key: 'last_name', label: 'Last Name', autoComplete: 'family-name' },
  { key: 'username', label: 'Username', autoComplete: 'username', required: true },
  { key: 'email', label: 'Email', type: 'email', autoComplete: 'email', required: true },
  { key: 'password', label: 'Password', type: 'password', autoComplete: 'new-password', required: true },
  {
    key: 'password_confirm',
    label: 'Confirm Password',
    type: 'password',
    autoComplete: 'new-password',
    required: true,
  },
];

export default function RegisterPage() {
  const { isAuthenticated } = useCurrentUser();
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  const reason = useSignInReason(returnTo, 'Create an account');
  const queryClient = useQueryClient();
  const form = useZodForm(RegisterSchema, { defaultValues: EMPTY });
  const { busy, failure } = form;
  const termsError = form.formState.errors.terms_accepted?.message;

  if (isAuthenticated && !busy) return <Navigate to="/" replace />;

  const submit = form.handleSubmit(async (values) => {
    try {
      const { user } = await register(values);
      applySignIn(queryClient, user);
      toast.success('Welcome! We have sent you an email to verify your address.');
      await navigate(returnTo, { replace: true });
    } catch (error) {
      form.fail(failureMessage(error, 'Registration failed', 'Network error during registration'), error);
    }
  });

  return (
    <AuthCard title="Create Account" subtitle="Join us to track orders, save addresses and keep a wishlist.">
      <form noValidate onSubmit={submit} className="space-y-4">
        {reason && <FormAlert kind="info">{reason}</FormAlert>}
        {failure && <FormAlert kind="error">{failure}</FormAlert>}
        <div className="grid gap-4 sm:grid-cols-2">{FIELDS.slice(0, 2).map((f) => field(f))}</div>
        {FIELDS.slice(2).map((f) => field(f))}
        <div>
          <label className="flex items-start gap-2 text-sm text-gray-700">
            <input
              type="checkbox"
              aria-invalid={Boolean(termsError)}
              aria-describedby={termsError ? 'terms-error' : undefined}
              {...form.register('terms_accepted', { onChange: () => form.clearErrors('terms_accepted') })}
              className="mt-0.5 h-4 w-4 rounded border-gray-300"
            />
            <span>
              I agree to the{' '}
              <Link to="/terms" className="font-medium text-primary underline">
                Terms of Service
              </Link>{' '}
              and{' '}
              <Link to="/privacy" className="font-medium text-primary underline">
                Privacy Policy
              </Link>
            </span>
          </label>
          {termsError && (
            <p id="terms-error" className="mt-1 text-sm text-red-700">
              {termsError}
            </p>
          )}
        </div>
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? 'Creating account...' : 'Create Account'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-gray-600">
        Already have an account?{' '}
        <Link to={`/login${nextQuery(returnTo)}`} className="font-medium text-primary hover:underline">
          Sign in
        </Link>
      </p>
    </AuthCard>
  );

  function field(f: (typeof FIELDS)[number]) {
    return (
      <TextField
        key={f.key}
        label={f.label}
        type={f.type ?? 'text'}
        autoComplete={f.autoComplete}
        required={f.required}
        {...form.field(f.key)}
      />
    );
  }
}
