import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../ui/Button';
import { FormAlert } from '../../../ui/FormField';
import { Skeleton } from '../../../ui/Skeleton';
import { errorOf } from '../../../lib/api';
import { setupPaymentsQuery, useSavePayment } from './setup-queries';

/** Which ways of paying checkout offers (each change is saved at once; one must stay). */
export function PaymentsStep({ onDone }: { onDone: () => void }) {
  const { data, error } = useQuery(setupPaymentsQuery);
  const save = useSavePayment();
  if (error) return <FormAlert kind="error">{error.message}</FormAlert>;
  if (!data) return <Skeleton className="h-32 w-full" />;
  return (
    <div className="space-y-4">
      <p className="text-gray-700">Tick the ways your shoppers may pay.</p>
      {save.error && <FormAlert kind="error">{errorOf(save.error).message}</FormAlert>}
      <fieldset className="space-y-2 rounded-lg border border-gray-200 p-4">
        <legend className="px-1 text-sm font-semibold text-gray-900">Payment methods</legend>
        {data.map((m) => (
          <label key={m.id} className="flex items-start gap-3 text-sm text-gray-800">
            <input
              type="checkbox"
              className="mt-0.5 h-4 w-4"
              checked={m.is_active}
              disabled={save.isPending}
              onChange={(e) => save.mutate({ id: m.id, active: e.target.checked })}
            />
            <span>
              <span className="font-medium">{m.name}</span>
              {m.description && <span className="block text-gray-600">{m.description}</span>}
            </span>
          </label>
        ))}
      </fieldset>
      <Button onClick={onDone}>Continue</Button>
    </div>
  );
}
