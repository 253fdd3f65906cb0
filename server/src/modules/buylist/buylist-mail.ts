import {
  CONDITION_LABELS,
  FINISH_LABELS,
  SUBMISSION_STATUS_LABELS,
  type Submission,
  type SubmissionLine,
} from '@storefront/contract/buylist';
import type { Mailer } from '../../platform/mail.ts';
import type { RequestContext } from '../../platform/tenancy.ts';

const NEXT_STEP: Record<Submission['status'], string> = {
  submitted: 'Send or bring your cards to the store; we will tell you when they arrive.',
  received: 'Your cards have arrived. We are checking their condition.',
  graded: 'We have checked your cards; your offer follows shortly.',
  offer_sent: 'Your offer is ready: accept it for cash or store credit, or decline it, on your account page.',
  accepted: 'Thank you! We will pay you out shortly.',
  declined: 'You declined our offer. We will return your cards.',
  completed: 'Your cards are ours and you have been paid. Thank you for selling to us!',
};

const grade = (l: { condition: SubmissionLine['condition']; finish: SubmissionLine['finish'] }) =>
  `${CONDITION_LABELS[l.condition]}, ${FINISH_LABELS[l.finish]}`;

/** The lines staff regraded, each with what the customer sent and what it is now. */
function regradedLines(submission: Submission): string {
  const changed = submission.lines.filter((l) => l.submitted && !l.rejected);
  if (!changed.length) return '';
  return (
    'What we changed after checking your cards:\n' +
    changed
      .map(
        (l) =>
          `- ${l.product.name}: ${grade(l.submitted!)} at $${l.submitted!.cash_price} cash / ` +
          `$${l.submitted!.credit_price} credit, now ${grade(l)} at $${l.cash_price} cash / ` +
          `$${l.credit_price} credit\n`,
      )
      .join('') +
    '\n'
  );
}

/** E-mails the customer the step their sell list has reached, with its totals and where to follow it. */
export async function tellCustomer(
  ctx: RequestContext,
  mailer: Mailer,
  submission: Submission,
  to: string,
): Promise<void> {
  if (!to) return;
  const status = SUBMISSION_STATUS_LABELS[submission.status];
  await mailer.send(ctx, {
    to,
    subject: `Your sell list #${submission.id}: ${status}`,
    text:
      `${NEXT_STEP[submission.status]}\n\n` +
      regradedLines(submission) +
      `Cash offer: $${submission.cash_total} · Store credit offer: $${submission.credit_total}\n` +
      (submission.paid
        ? `Paid: $${submission.paid} (${submission.payout === 'credit' ? 'store credit' : 'cash'})\n`
        : '') +
      `\nFollow it on your account: ${mailer.link(ctx.tenant, '/account/sell-lists')}`,
  });
}
