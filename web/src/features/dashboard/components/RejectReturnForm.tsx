import { useState, type FormEvent } from 'react';
import type { Return } from '@storefront/contract/orders-returns';
import { errorOf } from '../../../lib/api';
import { Button } from '../../../ui/Button';
import { FormAlert, TextField } from '../../../ui/FormField';
import { useRejectReturn } from '../../orders';

/** Staff reject a return, saying why (the customer reads it and is e-mailed it). */
export function RejectReturnForm({ ret }: { ret: Return }) {
  const reject = useRejectReturn();
  const [note, setNote] = useState('');
  const error = reject.isError ? errorOf(reject.error) : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    reject.mutate({ id: ret.id, note });
  };
  return (
    <form
      className="mt-3 flex flex-wrap items-end gap-2"
      onSubmit={submit}
      noValidate
      aria-label={`Reject return ${ret.id}`}
    >
      {error && !error.fields.note && <FormAlert kind="error">{error.message}</FormAlert>}
      <div className="min-w-48 flex-1">
        <TextField
          label={`Why reject return ${ret.id}?`}
          value={note}
          maxLength={500}
          error={error?.fields.note}
          onChange={(e) => setNote(e.target.value)}
        />
      </div>
      <Button type="submit" variant="danger" disabled={reject.isPending}>
        Reject
      </Button>
    </form>
  );
}
