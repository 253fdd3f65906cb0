import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LoginSchema } from '@storefront/contract/auth';
import { HttpError } from './api';
import { useZodForm } from './use-zod-form';

/** A bare field: lib/ does not import ui/. */
function TextField({ label, error, ...input }: { label: string; error?: string | undefined; type?: string }) {
  return (
    <>
      <label>
        {label}
        <input {...input} />
      </label>
      {error && <span>{error}</span>}
    </>
  );
}

function LoginForm({ answer }: { answer: () => Promise<void> }) {
  const form = useZodForm(LoginSchema, { defaultValues: { username: '', password: '' } });
  const submit = form.handleSubmit(async () => {
    try {
      await answer();
    } catch (error) {
      form.fail('Login failed', error);
    }
  });
  return (
    <form noValidate onSubmit={submit}>
      {form.failure && <p role="alert">{form.failure}</p>}
      <TextField label="Username" {...form.field('username')} />
      <TextField label="Password" type="password" {...form.field('password')} />
      <button type="submit">Sign In</button>
    </form>
  );
}

describe('useZodForm', () => {
  it("shows the schema's messages on submit and clears a field's message as it is edited", async () => {
    render(<LoginForm answer={async () => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Username'), 'a');
    expect(screen.queryByText('Username is required')).not.toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it("shows the server's message above the form and its field messages under the fields", async () => {
    const answer = () =>
      Promise.reject(new HttpError(400, { error: 'Bad', fields: { password: 'Too weak' } }));
    render(<LoginForm answer={answer} />);
    await userEvent.type(screen.getByLabelText('Username'), 'ann');
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Login failed'));
    expect(screen.getByText('Too weak')).toBeInTheDocument();
  });
});
