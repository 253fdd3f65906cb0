import { useQuery } from '@tanstack/react-query';
import { taxExemptionQuery, useSaveExemption } from '../tax-queries';

/**
 * A customer's "Tax-exempt" checkbox on the staff's customer list (decision 052's exemption, 060's screen):
 * their later orders are charged no tax. Each change is saved at once and audited by the server.
 */
export function TaxExemptToggle({ userId, username }: { userId: number; username: string }) {
  const { data, error } = useQuery(taxExemptionQuery(userId));
  const save = useSaveExemption(userId);
  const failure = error ?? save.error;
  return (
    <span className="flex flex-col items-end">
      <label className="flex items-center gap-2 text-sm text-gray-800">
        <input
          type="checkbox"
          className="h-4 w-4 accent-primary"
          // While saving, the box shows what was asked for.
          checked={save.isPending ? save.variables : (data?.tax_exempt ?? false)}
          disabled={!data || save.isPending}
          aria-label={`Tax-exempt: ${username}`}
          onChange={(e) => save.mutate(e.target.checked)}
        />
        Tax-exempt
      </label>
      {failure && (
        <span role="alert" className="text-xs text-red-700">
          {failure.message}
        </span>
      )}
    </span>
  );
}
