import { useState, type FormEvent } from 'react';
import { HttpError } from '../../../lib/api';
import { Button } from '../../../ui/Button';
import { FormAlert, TextField } from '../../../ui/FormField';
import { changePassword } from '../account-api';
import { canSubmitPasswordChange, passwordChangeError, type PasswordChangeValues } from '../password-change';

const EMPTY: PasswordChangeValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const [values, setValues] = useState(EMPTY);
  const [result, setResult] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const field = (key: keyof PasswordChangeValues, label: string, autoComplete: string) => (
    <TextField
      label={label}
      type="password"
      required
      autoComplete={autoComplete}
      value={values[key]}
      onChange={(e) => {
        setValues((v) => ({ ...v, [key]: e.target.value }));
        setResult(null);
      }}
    />
  );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = passwordChangeError(values);
    if (problem) return setResult({ kind: 'error', text: problem });
    setBusy(true);
    try {
      await changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword });
      setValues(EMPTY);
      setResult({ kind: 'success', text: 'Password changed successfully!' });
    } catch (err) {
      // Spec section 8: any non-OK answer reads as a wrong current password.
      const text =
        err instanceof HttpError
          ? 'Current password is incorrect.'
          : 'There was an error changing your password. Please try again.';
      setResult({ kind: 'error', text });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="password-heading" className="rounded-xl border border-gray-200 bg-white p-6">
      <h2 id="password-heading" className="mb-4 text-lg font-semibold text-gray-900">
        Change Password
      </h2>
      <form noValidate onSubmit={submit} className="space-y-4">
        {result && <FormAlert kind={result.kind}>{result.text}</FormAlert>}
        {field('currentPassword', 'Current Password', 'current-password')}
        {field('newPassword', 'New Password', 'new-password')}
        {field('confirmPassword', 'Confirm New Password', 'new-password')}
        <p className="text-sm text-gray-600">At least 8 characters. Other devices will be signed out.</p>
        <Button type="submit" disabled={busy || !canSubmitPasswordChange(values)}>
          {busy ? 'Updating...' : 'Update Password'}
        </Button>
      </form>
    </section>
  );
}
