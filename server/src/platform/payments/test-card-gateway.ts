import { randomBytes } from 'node:crypto';
import {
  PaymentRefused,
  type CardInput,
  type ChargeRequest,
  type ChargeResult,
  type PaymentProvider,
} from './provider.ts';

/**
 * Test card numbers (any future expiry, any CVC):
 * - approved: 4242 4242 4242 4242 (Visa), 5555 5555 5555 4444 (Mastercard), and any other number that
 *   passes the Luhn check and is not listed below;
 * - declined: 4000 0000 0000 0002 (card declined), 4000 0000 0000 9995 (insufficient funds).
 */
export const TEST_CARDS = {
  visa: '4242424242424242',
  mastercard: '5555555555554444',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

const DECLINES: Record<string, string> = {
  [TEST_CARDS.declined]: 'Your card was declined. Please use a different card.',
  [TEST_CARDS.insufficientFunds]: 'Your card has insufficient funds. Please use a different card.',
};

/** The Luhn checksum every real card number satisfies. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^6(011|5)/.test(digits)) return 'Discover';
  return 'Card';
}

/** "MM/YY" or "MM/YYYY" that is this month or later. */
export function isUnexpired(expiry: string, now = new Date()): boolean {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getFullYear() * 12 + now.getMonth() + 1;
}

const cardDigits = (card: CardInput | undefined) => (card?.number ?? '').replace(/[\s-]/g, '');

/** What a card gateway refuses in the card as typed: the number's checksum, a past expiry, the CVC. */
function cardErrors(card: CardInput | undefined, now: Date): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!passesLuhn(cardDigits(card))) fields['card.number'] = 'Please enter a valid card number';
  if (!isUnexpired(card?.expiry ?? '', now))
    fields['card.expiry'] = 'Please enter a valid expiry date (MM/YY) that has not passed';
  if (!/^\d{3,4}$/.test(card?.cvc ?? '')) fields['card.cvc'] = 'Please enter the 3 or 4 digit CVC';
  return fields;
}

/** A charge the test gateway approved, as a test reads it; `voided` once checkout gave it back. */
export interface TestCharge {
  transactionId: string;
  amountCents: number;
  reference: string;
  voided: boolean;
}

/** A refund the test gateway made, by the idempotency key it was asked with. */
export interface TestRefund {
  refundId: string;
  transactionId: string;
  amountCents: number;
  key: string | undefined;
}

/** The test gateway, with the charges it approved and the refunds it made (in memory, this process only). */
export interface TestCardGateway extends PaymentProvider {
  readonly charges: TestCharge[];
  readonly refunds: TestRefund[];
}

/** A card gateway for development and tests: checks the card like a real one, charges and refunds nothing. */
export function testCardGateway(now: () => Date = () => new Date()): TestCardGateway {
  const charges: TestCharge[] = [];
  const refunds: TestRefund[] = [];
  return {
    type: 'card',
    charges,
    refunds,
    // A charge it remembers is refunded at most its amount, and not once voided; one from before a restart
    // (the demo's own past orders) it cannot check, and refunds as asked.
    async refund(transactionId, amountCents, { idempotencyKey } = {}) {
      const earlier = refunds.find((r) => idempotencyKey && r.key === idempotencyKey);
      if (earlier) return earlier.refundId;
      const charge = charges.find((c) => c.transactionId === transactionId);
      const given = refunds
        .filter((r) => r.transactionId === transactionId)
        .reduce((s, r) => s + r.amountCents, 0);
      if (charge?.voided) throw new Error('The charge was voided');
      if (charge && given + amountCents > charge.amountCents)
        throw new Error('The refund exceeds the charge');
      const refundId = `test_re_${randomBytes(8).toString('hex')}`;
      if (refunds.length >= 1000) refunds.shift();
      refunds.push({ refundId, transactionId, amountCents, key: idempotencyKey });
      return refundId;
    },
    async void(transactionId: string): Promise<void> {
      const charge = charges.find((c) => c.transactionId === transactionId);
      if (charge) charge.voided = true;
    },
    check: (card) => cardErrors(card, now()),
    async charge(request: ChargeRequest): Promise<ChargeResult> {
      const fields = cardErrors(request.card, now());
      const digits = cardDigits(request.card);
      if (Object.keys(fields).length)
        throw new PaymentRefused('Please check your card details', 'invalid', fields);
      const decline = DECLINES[digits];
      if (decline) throw new PaymentRefused(decline, 'declined');
      const transactionId = `test_${randomBytes(8).toString('hex')}`;
      // Kept for tests to read; a long-running dev server forgets the oldest.
      if (charges.length >= 1000) charges.shift();
      charges.push({
        transactionId,
        amountCents: request.amountCents,
        reference: request.reference,
        voided: false,
      });
      return {
        status: 'completed',
        transactionId,
        cardBrand: cardBrand(digits),
        cardLast4: digits.slice(-4),
      };
    },
  };
}
