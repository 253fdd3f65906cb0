import { useState, type FormEvent } from 'react';
import { EmailRequestSchema } from '@storefront/contract/auth';
import { HttpError } from '../../lib/api';
import { useZodForm } from '../../lib/use-zod-form';
import { Button } from '../../ui/Button';
import { FormAlert, TextField } from '../../ui/FormField';
import { resendVerification } from './auth-api';

/** Asks for a new verification link; spec section 8 gives its messages. */
export function ResendVerificationForm() {
  const form = useZodForm(EmailRequestSchema, { defaultValues: { email: '' } });
  const [result, setResult] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);

  const validate = form.handleSubmit(async ({ email }) => {
    try {
      await resendVerification(email);
      setResult({ kind: 'success', text: 'Verification email sent successfully!' });
    } catch (err) {
      const text =
        err instanceof HttpError
          ? (err.body.error ?? 'Failed to resend verification email')
          : 'Network error while resending verification email';
      setResult({ kind: 'error', text });
    }
  });
  const submit = (e: FormEvent) => {
    setResult(null);
    return validate(e);
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4 border-t border-gray-200 pt-4">
      <h2 className="font-semibold text-gray-900">Resend verification email</h2>
      {result && <FormAlert kind={result.kind}>{result.text}</FormAlert>}
      <TextField label="Email" type="email" autoComplete="email" required {...form.field('email')} />
      <Button type="submit" variant="secondary" disabled={form.busy} className="w-full">
        {form.busy ? 'Sending...' : 'Resend Verification Email'}
      </Button>
    </form>
  );
}
