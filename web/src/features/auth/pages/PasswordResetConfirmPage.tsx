import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PasswordResetConfirmSchema } from '@storefront/contract/auth';
import { useZodForm } from '../../../lib/use-zod-form';
import { Button } from '../../../ui/Button';
import { FormAlert, TextField } from '../../../ui/FormField';
import { toast } from '../../../ui/toast-store';
import { AuthCard } from '../AuthCard';
import { confirmPasswordReset, failureMessage } from '../auth-api';
import { placeAfterPasswordSet } from '../use-return-to';
import { applySignIn } from '../session';
import { useTenant } from '../../tenant';

/**
 * The page an e-mailed reset (or new owner's set-password) link opens: choose the new password for the link's
 * token; the answer signs the person in, and they go on where their role starts (a new store: its setup).
 */
export default function PasswordResetConfirmPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const openingSoon = useTenant().opening_soon === true;
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
      const { message, user } = await confirmPasswordReset(values);
      applySignIn(queryClient, user);
      toast.success(message);
      await navigate(placeAfterPasswordSet(user.role, openingSoon), { replace: true });
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
