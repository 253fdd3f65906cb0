import { useState, type FormEvent } from 'react';
import { errorOf } from '../../../lib/api';
import { formatAmount } from '../../../lib/money';
import { Button } from '../../../ui/Button';
import { FormAlert, TextField } from '../../../ui/FormField';
import { useIssueGiftCard } from '../gift-cards-queries';

const EMPTY = { amount: '', email: '', note: '' };

/** Staff issue a card (a goodwill card): an amount, the e-mail address it goes to, and a note for the e-mail. */
export function IssueGiftCardForm() {
  const [form, setForm] = useState(EMPTY);
  const issue = useIssueGiftCard();
  const { message, fields } = errorOf(issue.error);
  const field = (key: keyof typeof EMPTY) => ({
    value: form[key],
    error: issue.isError ? fields[key] : undefined,
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    issue.mutate(form, { onSuccess: () => setForm(EMPTY) });
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="issue-gift-card"
      className="space-y-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm"
    >
      <h2 id="issue-gift-card" className="text-lg font-semibold text-gray-900">
        Issue a gift card
      </h2>
      {issue.isError && <FormAlert kind="error">{message}</FormAlert>}
      {issue.data && (
        <FormAlert kind="success">
          Gift card {issue.data.card} for {formatAmount(issue.data.initial_amount)} sent to{' '}
          {issue.data.recipient_email}. Code:{' '}
          <span className="font-mono" data-testid="issued-code">
            {issue.data.code}
          </span>
        </FormAlert>
      )}
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField label="Amount" required inputMode="decimal" placeholder="25.00" {...field('amount')} />
        <TextField label="Recipient e-mail" required type="email" {...field('email')} />
        <TextField
          label="Note (optional)"
          maxLength={500}
          placeholder="Sorry for the wait"
          {...field('note')}
        />
      </div>
      <Button type="submit" disabled={issue.isPending}>
        Issue gift card
      </Button>
    </form>
  );
}
