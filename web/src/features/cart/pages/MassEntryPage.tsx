import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { MassEntryAnswer } from '@storefront/contract/cart-mass-entry';
import { errorOf } from '../../../lib/api';
import { useBreadcrumbLabel } from '../../../lib/breadcrumb-labels';
import { rememberIntent, takeIntent } from '../../../lib/sign-in-intent';
import { Button } from '../../../ui/Button';
import { FormAlert } from '../../../ui/FormField';
import { PageContainer } from '../../../ui/PageContainer';
import { PageHeading } from '../../../ui/PageHeading';
import { toast } from '../../../ui/toast-store';
import { useCurrentUser } from '../../auth';
import { cartChanged, needsSignIn } from '../cart-queries';
import { MassEntryOptions } from '../mass-entry/MassEntryOptions';
import { MassEntryResults } from '../mass-entry/MassEntryResults';
import { DEFAULT_FORM, runMassEntry, type MassEntryForm } from '../mass-entry/mass-entry-queries';
import { listFromShared, sharedFromList, sharedLink } from '../mass-entry/shared-list';

const EXAMPLE = '4 Lightning Bolt (M10) 146\n2 Counterspell\nSideboard\n1 Negate';

/** /tcg/mass-entry: paste a deck list, see what the store has line by line, add everything found at once. */
export default function MassEntryPage() {
  useBreadcrumbLabel('/tcg', 'TCG');
  useBreadcrumbLabel('/tcg/mass-entry', 'Mass Entry');
  const [params] = useSearchParams();
  const [list, setList] = useState(() => listFromShared(params.get('c')));
  const [form, setForm] = useState<MassEntryForm>(DEFAULT_FORM);
  const [answer, setAnswer] = useState<MassEntryAnswer | null>(null);
  const [failure, setFailure] = useState<{ message: string; field?: string | undefined } | null>(null);
  const [busy, setBusy] = useState<'check' | 'add' | null>(null);
  const client = useQueryClient();
  const navigate = useNavigate();
  const { isAuthenticated } = useCurrentUser();
  const started = useRef(false);

  /** Checks the list (and with `add`, adds what is found); `restore` shows the list and options kept through sign-in. */
  async function run(add: boolean, text = list, options = form, restore = false) {
    setBusy(add ? 'add' : 'check');
    setFailure(null);
    try {
      const next = await runMassEntry(text, options, add);
      if (restore) {
        setList(text);
        setForm(options);
      }
      setAnswer(next);
      if (add && next.cart) {
        cartChanged(client, next.cart);
        toast.success(`${next.found} card(s) added to cart!`);
      }
    } catch (error) {
      if (add && needsSignIn(error)) {
        // Completed below once they have signed in: the list and options come back with them.
        const returnTo = `/tcg/mass-entry?${new URLSearchParams({ c: sharedFromList(text) }).toString()}`;
        rememberIntent({ kind: 'mass-entry', list: text, options: { ...options }, returnTo });
        void navigate(`/login?next=${encodeURIComponent(returnTo)}`);
        return;
      }
      const { message, fields } = errorOf(error);
      setFailure({ message, field: fields.list });
    } finally {
      setBusy(null);
    }
  }

  useEffect(() => {
    if (started.current) return;
    const intent = isAuthenticated ? takeIntent('mass-entry') : null;
    if (intent) {
      started.current = true;
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the arrival's one call: its busy state shows at once
      void run(true, intent.list, { ...DEFAULT_FORM, ...intent.options }, true);
    } else if (list.trim()) {
      // A shared link (?c=) answers at once.
      started.current = true;
      void run(false);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, [isAuthenticated]);

  return (
    <PageContainer>
      <PageHeading subtitle="Paste a deck list: see what the store has, at which price, and what is missing.">
        Mass Entry
      </PageHeading>
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          void run(false);
        }}
      >
        <div>
          <label htmlFor="mass-entry-list" className="block text-sm font-medium text-gray-700">
            Deck list
          </label>
          <textarea
            id="mass-entry-list"
            value={list}
            onChange={(e) => setList(e.target.value)}
            rows={12}
            placeholder={EXAMPLE}
            aria-invalid={Boolean(failure?.field)}
            aria-describedby="mass-entry-help"
            className="mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2 font-mono text-sm shadow-sm focus:border-primary focus:outline-2 focus:outline-primary"
          />
          <p id="mass-entry-help" className="mt-1 text-sm text-gray-600">
            One card a line: Arena, MTGO and Moxfield exports, “4x Name”, sections and comments are read.
          </p>
        </div>
        <MassEntryOptions form={form} onChange={setForm} />
        {failure && (
          <FormAlert kind="error">
            {failure.message}
            {failure.field && `: ${failure.field}`}
          </FormAlert>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" variant="secondary" disabled={busy !== null || !list.trim()}>
            {busy === 'check' ? 'Checking...' : 'Check list'}
          </Button>
          <Button type="button" disabled={busy !== null || !list.trim()} onClick={() => void run(true)}>
            {busy === 'add' ? 'Adding...' : 'Add all found to cart'}
          </Button>
          {list.trim() && (
            <a
              className="text-sm text-primary hover:underline"
              href={sharedLink(window.location.origin, list)}
            >
              Link to this list
            </a>
          )}
        </div>
      </form>
      {answer && <MassEntryResults answer={answer} />}
    </PageContainer>
  );
}
