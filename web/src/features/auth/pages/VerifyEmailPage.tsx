import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { HttpError } from '../../../lib/api';
import { currentUserQuery } from '../session';
import { AuthCard } from '../AuthCard';
import { verifyEmail } from '../auth-api';
import { ResendVerificationForm } from '../ResendVerificationForm';

type Status = 'idle' | 'verifying' | 'success' | 'error';

/** Spec section 4, Email verification: a token in the address verifies at once; a resend form is offered. */
export default function VerifyEmailPage() {
  const token = useSearchParams()[0].get('token');
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<Status>(token ? 'verifying' : 'idle');
  const [message, setMessage] = useState('');
  const started = useRef<string | null>(null);

  useEffect(() => {
    // A token works once: never send it twice (React's development mode runs effects twice).
    if (!token || started.current === token) return;
    started.current = token;
    verifyEmail(token)
      .then((res) => {
        setStatus('success');
        setMessage(res.message);
        void queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
      })
      .catch((error: unknown) => {
        setStatus('error');
        if (error instanceof HttpError) setMessage(error.body.error ?? 'Verification failed');
        else setMessage('Network error. Please try again.');
      });
  }, [token, queryClient]);

  return (
    <AuthCard title="Verify Email">
      {status === 'verifying' && (
        <p role="status" className="flex items-center gap-2 text-gray-700">
          <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin" /> Verifying your email...
        </p>
      )}
      {status === 'success' && (
        <div role="status" className="space-y-4">
          <p className="flex items-center gap-2 font-medium text-green-800">
            <CheckCircle2 aria-hidden="true" className="h-5 w-5" /> Email verified!
          </p>
          <p className="text-gray-700">{message}</p>
          <Link to="/account" className="inline-block font-medium text-primary hover:underline">
            Go to My Account
          </Link>
        </div>
      )}
      {status === 'error' && (
        <div role="alert" className="mb-6 space-y-1">
          <p className="flex items-center gap-2 font-medium text-red-800">
            <XCircle aria-hidden="true" className="h-5 w-5" /> Verification failed
          </p>
          <p className="text-gray-700">{message}</p>
        </div>
      )}
      {status !== 'success' && status !== 'verifying' && (
        <>
          {status === 'idle' && (
            <p className="mb-4 text-gray-700">
              Open the link in the email we sent you to verify your address, or ask for a new one below.
            </p>
          )}
          <ResendVerificationForm />
        </>
      )}
    </AuthCard>
  );
}
