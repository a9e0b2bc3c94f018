/** What the order core needs from a payment provider (DESIGN §7). Amounts in cents. */
export interface PaymentOrder {
  id: number;
  orderNo: string;
  totalCents: number;
  currency: string;
}

export type ProviderPaymentStatus = 'succeeded' | 'pending' | 'failed' | 'canceled';

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
}
