import type { PaymentStatus, PaymentType } from '@storefront/contract/checkout';

/** The store's own account at the provider (a Stripe Connect account id); null: the platform's account. */
export type StoreAccount = string | null;

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
  /** The order being paid, for providers that match payments with orders themselves (Stripe's metadata). */
  order?: { tenantId: string; orderId: number; idempotencyKey: string; account: StoreAccount };
}

/** What may be stored about a payment: never the card number or CVC, only brand and last 4 digits. */
export interface ChargeResult {
  status: PaymentStatus;
  /** The provider's id for this payment. */
  transactionId: string;
  cardBrand?: string;
  cardLast4?: string;
  /** A payment the shopper completes on the page (Stripe's Payment Element): what the page needs for it. */
  onPage?: { clientSecret: string; publishableKey: string };
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
  void(transactionId: string, account?: StoreAccount): Promise<void>;
  /** The card is typed into the provider's own fields on the page, so checkout asks for none. */
  readonly ownCardFields?: boolean;
  /**
   * Gives `amountCents` of a completed payment back (refunds, issue 27 item 2); answers the refund's id. A
   * repeated `idempotencyKey` answers the first refund instead of making another.
   */
  refund?(
    transactionId: string,
    amountCents: number,
    options?: { account?: StoreAccount; idempotencyKey?: string },
  ): Promise<string>;
}
