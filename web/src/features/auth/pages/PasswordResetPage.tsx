import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmailRequestSchema } from '@storefront/contract/auth';
import { useZodForm } from '../../../lib/use-zod-form';
import { Button } from '../../../ui/Button';
import { FormAlert, TextField } from '../../../ui/FormField';
import { AuthCard } from '../AuthCard';
import { failureMessage, requestPasswordReset } from '../auth-api';

export default function PasswordResetPage() {
  const form = useZodForm(EmailRequestSchema, { defaultValues: { email: '' } });
  const [sent, setSent] = useState('');

  if (sent) {
    return (
      <AuthCard title="Check your email">
        <MailCheck aria-hidden="true" className="mb-4 h-10 w-10 text-primary" />
        <p className="text-gray-700">
          If an account exists for <strong>{sent}</strong>, we have sent a link to reset its password. The
          link works once and expires in one hour.
        </p>
        <Link to="/login" className="mt-6 inline-block font-medium text-primary hover:underline">
          Back to Sign In
        </Link>
      </AuthCard>
    );
  }

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset(email);
      setSent(email);
    } catch (err) {
      form.fail(failureMessage(err, 'Password reset failed', 'Network error during password reset'));
    }
  });

  return (
    <AuthCard
      title="Reset Password"
      subtitle="Enter your email address and we will send you a link to reset your password."
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        {form.failure && <FormAlert kind="error">{form.failure}</FormAlert>}
        <TextField label="Email" type="email" autoComplete="email" required {...form.field('email')} />
        <Button type="submit" disabled={form.busy} className="w-full">
          {form.busy ? 'Sending...' : 'Send Reset Link'}
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
