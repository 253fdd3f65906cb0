import { Link, useNavigate, useSearchParams } from 'react-router';
import { PasswordResetConfirmSchema } from '@storefront/contract/auth';
import { useZodForm } from '../../../lib/use-zod-form';
import { Button } from '../../../ui/Button';
import { FormAlert, TextField } from '../../../ui/FormField';
import { toast } from '../../../ui/toast-store';
import { AuthCard } from '../AuthCard';
import { confirmPasswordReset, failureMessage } from '../auth-api';

/** The page an e-mailed reset link opens: choose the new password for the link's token. */
export default function PasswordResetConfirmPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const navigate = useNavigate();
  const form = useZodForm(PasswordResetConfirmSchema, {
    defaultValues: { token, password: '', password_confirm: '' },
  });
  const { busy, failure } = form;

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

  const submit = form.handleSubmit(async (values) => {
    try {
      await confirmPasswordReset(values);
      toast.success('Your password has been reset. Please sign in with your new password.');
      await navigate('/login', { replace: true });
    } catch (err) {
      form.fail(failureMessage(err, 'Password reset failed', 'Network error during password reset'), err);
    }
  });

  const field = (key: 'password' | 'password_confirm', label: string) => (
    <TextField label={label} type="password" autoComplete="new-password" required {...form.field(key)} />
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
