import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  STAFF_NEXT,
  SUBMISSION_STATUSES,
  SUBMISSION_STATUS_LABELS,
  type LineGrade,
  type Submission,
  type SubmissionStatus,
} from '@storefront/contract/buylist';
import { buylistEndpoints } from '@storefront/contract/buylist.endpoints';
import { call, HttpError } from '../../../lib/api';
import { formatAmount } from '../../../lib/money';
import { buttonClass } from '../../../ui/Button';
import { PageContainer } from '../../../ui/PageContainer';
import { PageHeading } from '../../../ui/PageHeading';
import { toast } from '../../../ui/toast-store';
import { buylistChanged, manageSubmissionsQuery } from '../buylist-queries';
import { GradeLine } from '../components/GradeLine';
import { SubmissionLines } from '../components/SubmissionLines';

const ACTION: Partial<Record<SubmissionStatus, string>> = {
  submitted: 'Mark received',
  received: 'Finish grading',
  graded: 'Send offer',
  accepted: 'Complete and pay',
};

function failure(e: unknown) {
  toast.error(e instanceof HttpError ? (e.body.error ?? 'Not saved') : 'Not saved');
}

function SubmissionPanel({ submission: s }: { submission: Submission }) {
  const client = useQueryClient();
  const next = STAFF_NEXT[s.status];
  const move = async () => {
    try {
      await call(buylistEndpoints.changeStatus, { params: { id: s.id }, body: { status: next! } });
      toast.success(`Sell list #${s.id}: ${SUBMISSION_STATUS_LABELS[next!]}`);
      void buylistChanged(client);
    } catch (e) {
      failure(e);
    }
  };
  const grade = async (lineId: number, body: LineGrade) => {
    try {
      await call(buylistEndpoints.gradeLine, { params: { id: s.id, lineId }, body });
      toast.success('Line graded');
      void buylistChanged(client);
    } catch (e) {
      failure(e);
    }
  };
  const gradable = s.status === 'received' || s.status === 'graded';
  return (
    <li className="rounded-xl border border-gray-200 bg-white p-4" aria-label={`Submission #${s.id}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold text-gray-900">
          #{s.id} from {s.customer}
        </h2>
        <span className="rounded-full bg-gray-100 px-3 py-1 text-sm font-medium text-gray-900">
          {SUBMISSION_STATUS_LABELS[s.status]}
        </span>
      </div>
      {s.note && <p className="mt-1 text-sm text-gray-700">Note: {s.note}</p>}
      {gradable ? (
        <ul>
          {s.lines.map((l) => (
            <GradeLine
              key={`${l.id}-${l.condition}-${l.quantity}-${l.cash_price}-${l.rejected}`}
              line={l}
              onGrade={(g) => void grade(l.id, g)}
            />
          ))}
        </ul>
      ) : (
        <SubmissionLines submission={s} />
      )}
      <p className="mt-2 text-sm text-gray-800">
        Cash {formatAmount(s.cash_total)} · Store credit {formatAmount(s.credit_total)}
        {s.payout && ` · Customer chose ${s.payout === 'credit' ? 'store credit' : 'cash'}`}
        {s.paid && ` · Paid ${formatAmount(s.paid)}`}
      </p>
      {next && (
        <button type="button" className={buttonClass('primary', 'mt-3')} onClick={() => void move()}>
          {ACTION[s.status]}
        </button>
      )}
    </li>
  );
}

/** /dashboard/buylist: staff work the customers' sell lists from submitted to completed. */
export default function ManageBuylistPage() {
  const [status, setStatus] = useState<SubmissionStatus | ''>('');
  const { data, isPending, error } = useQuery(manageSubmissionsQuery(status));
  return (
    <PageContainer>
      <PageHeading>Buylist</PageHeading>
      <Link to="/dashboard/buylist/settings" className={buttonClass('secondary', 'mb-4')}>
        Buy prices, overrides and budget
      </Link>
      <label htmlFor="buylist-status" className="block text-sm font-medium text-gray-800">
        Status
      </label>
      <select
        id="buylist-status"
        value={status}
        onChange={(e) => setStatus(e.target.value as SubmissionStatus | '')}
        className="mb-4 mt-1 block rounded-lg border border-gray-300 px-3 py-2 text-sm"
      >
        <option value="">All</option>
        {SUBMISSION_STATUSES.map((s) => (
          <option key={s} value={s}>
            {SUBMISSION_STATUS_LABELS[s]}
          </option>
        ))}
      </select>
      {isPending ? (
        <p role="status">Loading...</p>
      ) : error ? (
        <p role="alert">{error instanceof HttpError ? (error.body.error ?? 'Not allowed') : 'Not allowed'}</p>
      ) : !data?.results.length ? (
        <p>No sell lists.</p>
      ) : (
        <ul className="space-y-4">
          {data.results.map((s) => (
            <SubmissionPanel key={s.id} submission={s} />
          ))}
        </ul>
      )}
    </PageContainer>
  );
}
