import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { fieldErrors, LoginSchema } from '@storefront/contract/auth';
import { applySignIn, useCurrentUser } from '../session';
import { Button } from '../../../ui/Button';
import { FormAlert, TextField } from '../../../ui/FormField';
import { AuthCard } from '../AuthCard';
import { failureMessage, login } from '../auth-api';
import { useReturnTo } from '../use-return-to';

export default function LoginPage() {
  const { isAuthenticated } = useCurrentUser();
  const returnTo = useReturnTo();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ username: '', password: '', remember_me: false });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  if (isAuthenticated && !busy) return <Navigate to={returnTo} replace />;

  const set = (field: 'username' | 'password') => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setErrors((er) => ({ ...er, [field]: '' }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure('');
    const parsed = LoginSchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setBusy(true);
    try {
      const { user } = await login(values);
      applySignIn(queryClient, user);
      await navigate(returnTo, { replace: true });
    } catch (error) {
      setFailure(failureMessage(error, 'Login failed', 'Network error during login'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Sign In" subtitle="Welcome back! Sign in to your account.">
      <form noValidate onSubmit={submit} className="space-y-4">
        {failure && <FormAlert kind="error">{failure}</FormAlert>}
        <TextField
          label="Username or Email"
          name="username"
          autoComplete="username"
          required
          value={values.username}
          onChange={set('username')}
          error={errors.username}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={values.password}
          onChange={set('password')}
          error={errors.password}
        />
        <div className="flex items-center justify-between text-sm">
          <label className="flex items-center gap-2 text-gray-700">
            <input
              type="checkbox"
              checked={values.remember_me}
              onChange={(e) => setValues((v) => ({ ...v, remember_me: e.target.checked }))}
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
        <Link to="/register" className="font-medium text-primary hover:underline">
          Create one
        </Link>
      </p>
    </AuthCard>
  );
}
