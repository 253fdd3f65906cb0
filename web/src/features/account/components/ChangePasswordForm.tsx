import { useState } from 'react';
import { HttpError } from '../../../lib/api';
import { useZodForm } from '../../../lib/use-zod-form';
import { Button } from '../../../ui/Button';
import { FormAlert, TextField } from '../../../ui/FormField';
import { changePassword } from '../account-api';
import { canSubmitPasswordChange, PasswordChangeFormSchema } from '../password-change';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const form = useZodForm(PasswordChangeFormSchema, { defaultValues: EMPTY });
  const [changed, setChanged] = useState(false);
  const { busy, failure } = form;

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await changePassword({ currentPassword, newPassword });
      form.reset(EMPTY);
      setChanged(true);
    } catch (err) {
      // Spec section 8: any non-OK answer reads as a wrong current password.
      form.fail(
        err instanceof HttpError
          ? 'Current password is incorrect.'
          : 'There was an error changing your password. Please try again.',
      );
    }
  });

  const password = (name: keyof typeof EMPTY, label: string, autoComplete: string) => (
    <TextField
      label={label}
      type="password"
      required
      autoComplete={autoComplete}
      {...form.field(name, { onChange: () => setChanged(false) })}
    />
  );

  return (
    <section aria-labelledby="password-heading" className="rounded-xl border border-gray-200 bg-white p-6">
      <h2 id="password-heading" className="mb-4 text-lg font-semibold text-gray-900">
        Change Password
      </h2>
      <form noValidate onSubmit={submit} className="space-y-4">
        {failure && <FormAlert kind="error">{failure}</FormAlert>}
        {changed && <FormAlert kind="success">Password changed successfully!</FormAlert>}
        {password('currentPassword', 'Current Password', 'current-password')}
        {password('newPassword', 'New Password', 'new-password')}
        {password('confirmPassword', 'Confirm New Password', 'new-password')}
        <p className="text-sm text-gray-600">At least 8 characters. Other devices will be signed out.</p>
        <Button type="submit" disabled={busy || !canSubmitPasswordChange(form.watch())}>
          {busy ? 'Updating...' : 'Update Password'}
        </Button>
      </form>
    </section>
  );
}
