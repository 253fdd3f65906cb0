import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { SUBMISSION_STATUS_LABELS, type Payout, type Submission } from '@storefront/contract/buylist';
import { buylistEndpoints } from '@storefront/contract/buylist.endpoints';
import { call, HttpError } from '../../../lib/api';
import { formatAmount } from '../../../lib/money';
import { buttonClass } from '../../../ui/Button';
import { PageContainer } from '../../../ui/PageContainer';
import { PageHeading } from '../../../ui/PageHeading';
import { toast } from '../../../ui/toast-store';
import { buylistChanged, mySubmissionsQuery } from '../buylist-queries';
import { SubmissionLines } from '../components/SubmissionLines';

function OfferAnswer({ submission }: { submission: Submission }) {
  const [payout, setPayout] = useState<Payout>('credit');
  const client = useQueryClient();
  const respond = async (decision: 'accept' | 'decline') => {
    try {
      await call(buylistEndpoints.respond, {
        params: { id: submission.id },
        body: { decision, ...(decision === 'accept' && { payout }) },
      });
      toast.success(decision === 'accept' ? 'Offer accepted' : 'Offer declined');
      void buylistChanged(client);
    } catch (e) {
      toast.error(e instanceof HttpError ? (e.body.error ?? 'Could not answer') : 'Could not answer');
    }
  };
  return (
    <fieldset className="mt-3 rounded-lg border border-gray-200 p-3">
      <legend className="px-1 text-sm font-semibold text-gray-900">Our offer</legend>
      {(['credit', 'cash'] as const).map((p) => (
        <label key={p} className="mr-4 inline-flex items-center gap-2 text-sm">
          <input
            type="radio"
            name={`payout-${submission.id}`}
            checked={payout === p}
            onChange={() => setPayout(p)}
          />
          {p === 'credit'
            ? `Store credit ${formatAmount(submission.credit_total)}`
            : `Cash ${formatAmount(submission.cash_total)}`}
        </label>
      ))}
      <div className="mt-3 flex gap-2">
        <button type="button" className={buttonClass('primary')} onClick={() => void respond('accept')}>
          Accept offer
        </button>
        <button type="button" className={buttonClass('secondary')} onClick={() => void respond('decline')}>
          Decline offer
        </button>
      </div>
    </fieldset>
  );
}

/** /account/sell-lists: the customer's submissions, each step as staff work it, and the offer to answer. */
export default function SellListsPage() {
  const { data, isPending, error } = useQuery(mySubmissionsQuery);
  return (
    <PageContainer>
      <PageHeading>My Sell Lists</PageHeading>
      {isPending ? (
        <p role="status">Loading...</p>
      ) : error instanceof HttpError && error.status === 401 ? (
        <Link to="/login?next=/account/sell-lists" className={buttonClass('primary')}>
          Sign in
        </Link>
      ) : !data?.results.length ? (
        <p>
          You have not sold us any cards yet.{' '}
          <Link to="/sell" className="text-primary underline">
            Sell to us
          </Link>
        </p>
      ) : (
        <ul className="space-y-4">
          {data.results.map((s) => (
            <li
              key={s.id}
              className="rounded-xl border border-gray-200 bg-white p-4"
              aria-label={`Sell list #${s.id}`}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 className="font-semibold text-gray-900">Sell list #{s.id}</h2>
                <span
                  className="rounded-full bg-gray-100 px-3 py-1 text-sm font-medium text-gray-900"
                  data-testid="sell-list-status"
                >
                  {SUBMISSION_STATUS_LABELS[s.status]}
                </span>
              </div>
              <SubmissionLines submission={s} />
              <p className="mt-2 text-sm text-gray-800">
                Cash {formatAmount(s.cash_total)} · Store credit {formatAmount(s.credit_total)}
                {s.paid &&
                  ` · Paid ${formatAmount(s.paid)} in ${s.payout === 'credit' ? 'store credit' : 'cash'}`}
              </p>
              {s.status === 'offer_sent' && <OfferAnswer submission={s} />}
            </li>
          ))}
        </ul>
      )}
    </PageContainer>
  );
}
