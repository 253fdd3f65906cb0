import { STAFF_NEXT, SUBMISSION_STATUS_LABELS, type SubmissionStatus } from '@storefront/contract/buylist';
import { Conflict } from '../../platform/errors.ts';

/** The statuses in which staff may change a line (receiving it, or grading it again). */
export const GRADABLE: readonly SubmissionStatus[] = ['received', 'graded'];

/** A move nobody may make: 409 naming both statuses. */
export function refused(from: SubmissionStatus, to: SubmissionStatus): Conflict {
  return new Conflict(
    `A submission that is ${SUBMISSION_STATUS_LABELS[from].toLowerCase()} cannot become ${SUBMISSION_STATUS_LABELS[to].toLowerCase()}`,
    { status: 'Not allowed' },
  );
}

/** Staff move a submission one step: submitted → received → graded → offer sent; accepted → completed. */
export function assertStaffMove(from: SubmissionStatus, to: SubmissionStatus): void {
  if (STAFF_NEXT[from] !== to) throw refused(from, to);
}

/** The customer answers only an offer that was sent. */
export function assertCustomerAnswer(from: SubmissionStatus, to: 'accepted' | 'declined'): void {
  if (from !== 'offer_sent') throw refused(from, to);
}
