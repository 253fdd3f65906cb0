import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { fieldErrors, RegisterSchema } from '@storefront/contract/auth';
import { applySignIn, useCurrentUser } from '../session';
import { Button } from '../../../ui/Button';
import { FormAlert, TextField } from '../../../ui/FormField';
import { toast } from '../../../ui/toast-store';
import { AuthCard } from '../AuthCard';
import { failureMessage, register, serverFields } from '../auth-api';

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
  const queryClient = useQueryClient();
  const [values, setValues] = useState(EMPTY);
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  if (isAuthenticated && !busy) return <Navigate to="/" replace />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure('');
    const input = { ...values, terms_accepted: terms };
    const parsed = RegisterSchema.safeParse(input);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setBusy(true);
    try {
      const { user } = await register(input as typeof input & { terms_accepted: true });
      applySignIn(queryClient, user);
      toast.success('Welcome! We have sent you an email to verify your address.');
      await navigate('/', { replace: true });
    } catch (error) {
      setErrors(serverFields(error));
      setFailure(failureMessage(error, 'Registration failed', 'Network error during registration'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Create Account" subtitle="Join us to track orders, save addresses and keep a wishlist.">
      <form noValidate onSubmit={submit} className="space-y-4">
        {failure && <FormAlert kind="error">{failure}</FormAlert>}
        <div className="grid gap-4 sm:grid-cols-2">{FIELDS.slice(0, 2).map((f) => field(f))}</div>
        {FIELDS.slice(2).map((f) => field(f))}
        <div>
          <label className="flex items-start gap-2 text-sm text-gray-700">
            <input
              type="checkbox"
              name="terms_accepted"
              checked={terms}
              aria-invalid={Boolean(errors.terms_accepted)}
              aria-describedby={errors.terms_accepted ? 'terms-error' : undefined}
              onChange={(e) => {
                setTerms(e.target.checked);
                setErrors((er) => ({ ...er, terms_accepted: '' }));
              }}
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
          {errors.terms_accepted && (
            <p id="terms-error" className="mt-1 text-sm text-red-700">
              {errors.terms_accepted}
            </p>
          )}
        </div>
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? 'Creating account...' : 'Create Account'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-gray-600">
        Already have an account?{' '}
        <Link to="/login" className="font-medium text-primary hover:underline">
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
        name={f.key}
        type={f.type ?? 'text'}
        autoComplete={f.autoComplete}
        required={f.required}
        value={values[f.key]}
        error={errors[f.key]}
        onChange={(e) => {
          setValues((v) => ({ ...v, [f.key]: e.target.value }));
          setErrors((er) => ({ ...er, [f.key]: '' }));
        }}
      />
    );
  }
}
