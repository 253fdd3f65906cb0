import { useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useNavigate } from 'react-router';
import { LoginSchema } from '@storefront/contract/auth';
import { useZodForm } from '../../../lib/use-zod-form';
import { applySignIn, useCurrentUser } from '../session';
import { Button } from '../../../ui/Button';
import { FormAlert, TextField } from '../../../ui/FormField';
import { AuthCard } from '../AuthCard';
import { failureMessage, login } from '../auth-api';
import { useSignInReason } from '../sign-in-reason';
import { nextQuery, useReturnTo } from '../use-return-to';

export default function LoginPage() {
  const { isAuthenticated } = useCurrentUser();
  const returnTo = useReturnTo();
  const reason = useSignInReason(returnTo);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useZodForm(LoginSchema, {
    defaultValues: { username: '', password: '', remember_me: false },
  });
  const { busy, failure } = form;

  if (isAuthenticated && !busy) return <Navigate to={returnTo} replace />;

  const submit = form.handleSubmit(async (values) => {
    try {
      const { user } = await login(values);
      applySignIn(queryClient, user);
      await navigate(returnTo, { replace: true });
    } catch (error) {
      form.fail(failureMessage(error, 'Login failed', 'Network error during login'));
    }
  });

  return (
    <AuthCard title="Sign In" subtitle="Welcome back! Sign in to your account.">
      <form noValidate onSubmit={submit} className="space-y-4">
        {reason && <FormAlert kind="info">{reason}</FormAlert>}
        {failure && <FormAlert kind="error">{failure}</FormAlert>}
        <TextField label="Username or Email" autoComplete="username" required {...form.field('username')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          {...form.field('password')}
        />
        <div className="flex items-center justify-between text-sm">
          <label className="flex items-center gap-2 text-gray-700">
            <input
              type="checkbox"
              {...form.register('remember_me')}
              className="h-4 w-4 rounded border-gray-300"
            />
            Remember me
          </label>
          <Link to="/password-reset" className="font-medium text-primary hover:underline">
            Forgot your password?
          </Link>
        </div>
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-gray-600">
        Don&apos;t have an account?{' '}
        <Link to={`/register${nextQuery(returnTo)}`} className="font-medium text-primary hover:underline">
          Create one
        </Link>
      </p>
    </AuthCard>
  );
}
