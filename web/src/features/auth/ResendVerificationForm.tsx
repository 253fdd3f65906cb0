import { useState, type FormEvent } from 'react';
import { EmailRequestSchema, fieldErrors } from '@storefront/contract/auth';
import { HttpError } from '../../lib/api';
import { Button } from '../../ui/Button';
import { FormAlert, TextField } from '../../ui/FormField';
import { resendVerification } from './auth-api';

/** Asks for a new verification link; spec section 8 gives its messages. */
export function ResendVerificationForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [result, setResult] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setResult(null);
    const parsed = EmailRequestSchema.safeParse({ email });
    if (!parsed.success) return setError(fieldErrors(parsed.error).email ?? '');
    setBusy(true);
    try {
      await resendVerification(parsed.data.email);
      setResult({ kind: 'success', text: 'Verification email sent successfully!' });
    } catch (err) {
      const text =
        err instanceof HttpError
          ? (err.body.error ?? 'Failed to resend verification email')
          : 'Network error while resending verification email';
      setResult({ kind: 'error', text });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4 border-t border-gray-200 pt-4">
      <h2 className="font-semibold text-gray-900">Resend verification email</h2>
      {result && <FormAlert kind={result.kind}>{result.text}</FormAlert>}
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        error={error}
        onChange={(e) => {
          setEmail(e.target.value);
          setError('');
        }}
      />
      <Button type="submit" variant="secondary" disabled={busy} className="w-full">
        {busy ? 'Sending...' : 'Resend Verification Email'}
      </Button>
    </form>
  );
}
