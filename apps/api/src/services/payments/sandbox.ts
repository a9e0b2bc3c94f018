import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from './provider.js';

/**
 * The default provider: no money moves. The payment page is a clearly labelled test checkout where
 * the member chooses the outcome, and `payComplete` accepts that choice; refunds always succeed.
 */
export function createSandboxProvider(): PaymentProvider {
  return {
    name: 'sandbox',
    publishableKey: null,
    async createPayment() {
      return { providerRef: `sbx_${randomBytes(12).toString('hex')}`, clientSecret: null };
    },
    async fetchPayment() {
      // The sandbox keeps no state: the outcome comes from the test checkout.
      return { status: 'pending', amount: 0, currency: 'SGD' };
    },
    async refund(ref) {
      return { refundRef: `sbx_re_${ref.slice(4, 16)}_${randomBytes(4).toString('hex')}` };
    },
  };
}
