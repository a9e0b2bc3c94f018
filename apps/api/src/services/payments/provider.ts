/** What the order core needs from a payment provider (DESIGN §7). Amounts in cents. */
export interface PaymentOrder {
  id: number;
  orderNo: string;
  totalCents: number;
  currency: string;
}

export type ProviderPaymentStatus = 'succeeded' | 'pending' | 'failed' | 'canceled';

/** A refund the provider holds for a payment, whoever made it (this server, or staff in the provider's dashboard). */
export interface ProviderRefund {
  refundRef: string;
  amount: number;
  /** Money that is back or on its way; a failed or cancelled refund returned nothing. */
  counts: boolean;
  /** The idempotency key this server made it with (refund-<id>, late-<orderNo>); null: made elsewhere. */
  ourKey: string | null;
  reason: string | null;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  /** Publishable key for the browser (Stripe only). */
  readonly publishableKey: string | null;
  createPayment(order: PaymentOrder): Promise<{ providerRef: string; clientSecret: string | null }>;
  /** A provider that makes its reference without a call out (the sandbox) gives it here, written with the new order. */
  referenceAtCreate?(): { providerRef: string; clientSecret: string | null };
  fetchPayment(ref: string): Promise<{ status: ProviderPaymentStatus; amount: number; currency: string }>;
  /** Idempotent per `key`: retrying the same refund does not return the money twice. */
  refund(ref: string, amount: number, key: string): Promise<{ refundRef: string }>;
  /** Every refund of a payment, newest first (the provider's events name the payment, not what changed). */
  refundsOf(ref: string): Promise<ProviderRefund[]>;
}
