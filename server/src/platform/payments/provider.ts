import type { PaymentStatus, PaymentType } from '@storefront/contract/checkout';

/** The card as the shopper typed it; it lives only as long as the charge call. */
export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
  cardholderName: string;
}

export interface ChargeRequest {
  amountCents: number;
  currency: 'USD';
  /** Shown on the provider's side to match the payment with the order. */
  reference: string;
  card?: CardInput | undefined;
}

/** What may be stored about a payment: never the card number or CVC, only brand and last 4 digits. */
export interface ChargeResult {
  status: PaymentStatus;
  /** The provider's id for this payment. */
  transactionId: string;
  cardBrand?: string;
  cardLast4?: string;
}

/** A card or payment the provider refused; `fields` points the shopper at what to fix. */
export class PaymentRefused extends Error {
  constructor(
    message: string,
    readonly kind: 'declined' | 'invalid',
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'PaymentRefused';
  }
}

/**
 * One way of paying. `charge` either answers a result or throws `PaymentRefused`; `void` cancels a charge
 * it answered (checkout could not record the order), so the shopper is not charged for nothing.
 */
export interface PaymentProvider {
  readonly type: PaymentType;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /**
   * What is wrong with the card as typed (`{field path: message}`, empty when nothing), checked before
   * checkout writes anything, so a refusal a charge would give for the input leaves no trace.
   */
  check?(card: CardInput | undefined): Record<string, string>;
  void(transactionId: string): Promise<void>;
}
