import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { EmailRequestSchema, fieldErrors } from '@storefront/contract/auth';
import { Button } from '../../../ui/Button';
import { FormAlert, TextField } from '../../../ui/FormField';
import { AuthCard } from '../AuthCard';
import { failureMessage, requestPasswordReset } from '../auth-api';

export default function PasswordResetPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  if (sent) {
    return (
      <AuthCard title="Check your email">
        <MailCheck aria-hidden="true" className="mb-4 h-10 w-10 text-primary" />
        <p className="text-gray-700">
          If an account exists for <strong>{email}</strong>, we have sent a link to reset its password. The
          link works once and expires in one hour.
        </p>
        <Link to="/login" className="mt-6 inline-block font-medium text-primary hover:underline">
          Back to Sign In
        </Link>
      </AuthCard>
    );
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure('');
    const parsed = EmailRequestSchema.safeParse({ email });
    if (!parsed.success) return setError(fieldErrors(parsed.error).email ?? '');
    setBusy(true);
    try {
      await requestPasswordReset(parsed.data.email);
      setSent(true);
    } catch (err) {
      setFailure(failureMessage(err, 'Password reset failed', 'Network error during password reset'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title="Reset Password"
      subtitle="Enter your email address and we will send you a link to reset your password."
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        {failure && <FormAlert kind="error">{failure}</FormAlert>}
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
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="font-medium text-primary hover:underline">
          Back to Sign In
        </Link>
      </p>
    </AuthCard>
  );
}
