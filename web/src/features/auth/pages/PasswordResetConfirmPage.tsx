import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { fieldErrors, PasswordResetConfirmSchema } from '@storefront/contract/auth';
import { Button } from '../../../ui/Button';
import { FormAlert, TextField } from '../../../ui/FormField';
import { toast } from '../../../ui/toast-store';
import { AuthCard } from '../AuthCard';
import { confirmPasswordReset, failureMessage, serverFields } from '../auth-api';

/** The page an e-mailed reset link opens: choose the new password for the link's token. */
export default function PasswordResetConfirmPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const navigate = useNavigate();
  const [values, setValues] = useState({ password: '', password_confirm: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  if (!token) {
    return (
      <AuthCard title="Choose a New Password">
        <FormAlert kind="error">This password reset link is invalid or has expired.</FormAlert>
        <Link to="/password-reset" className="mt-6 inline-block font-medium text-primary hover:underline">
          Request a new link
        </Link>
      </AuthCard>
    );
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure('');
    const parsed = PasswordResetConfirmSchema.safeParse({ token, ...values });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setBusy(true);
    try {
      await confirmPasswordReset(parsed.data);
      toast.success('Your password has been reset. Please sign in with your new password.');
      await navigate('/login', { replace: true });
    } catch (err) {
      setErrors(serverFields(err));
      setFailure(failureMessage(err, 'Password reset failed', 'Network error during password reset'));
    } finally {
      setBusy(false);
    }
  };

  const field = (key: 'password' | 'password_confirm', label: string) => (
    <TextField
      label={label}
      name={key}
      type="password"
      autoComplete="new-password"
      required
      value={values[key]}
      error={errors[key]}
      onChange={(e) => {
        setValues((v) => ({ ...v, [key]: e.target.value }));
        setErrors((er) => ({ ...er, [key]: '' }));
      }}
    />
  );

  return (
    <AuthCard title="Choose a New Password" subtitle="Your new password needs at least 8 characters.">
      <form noValidate onSubmit={submit} className="space-y-4">
        {failure && (
          <FormAlert kind="error">
            {failure}{' '}
            <Link to="/password-reset" className="font-medium underline">
              Request a new link
            </Link>
          </FormAlert>
        )}
        {field('password', 'New Password')}
        {field('password_confirm', 'Confirm New Password')}
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? 'Saving...' : 'Set New Password'}
        </Button>
      </form>
    </AuthCard>
  );
}
