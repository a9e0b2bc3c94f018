import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from './provider.js';

const SANDBOX_PREFIX = 'sbx_';

/** A payment reference the sandbox made: demo money. */
export const isSandboxRef = (ref: string | null | undefined): boolean => !!ref?.startsWith(SANDBOX_PREFIX);

/**
 * The default provider: no money moves. The payment page is a clearly labelled test checkout where
 * the member chooses the outcome, and `payComplete` accepts that choice; refunds always succeed.
 */
const newRef = () => ({ providerRef: `${SANDBOX_PREFIX}${randomBytes(12).toString('hex')}`, clientSecret: null });

export function createSandboxProvider(): PaymentProvider {
  return {
    name: 'sandbox',
    publishableKey: null,
    async createPayment() {
      return newRef();
    },
    referenceAtCreate: newRef,
    async fetchPayment() {
      // The sandbox keeps no state: the outcome comes from the test checkout.
      return { status: 'pending', amount: 0, currency: 'SGD' };
    },
    // Demo money moves only through this server: no refund is ever made elsewhere.
    async refundsOf() {
      return [];
    },
    async refund(ref) {
      return { refundRef: `${SANDBOX_PREFIX}re_${ref.slice(4, 16)}_${randomBytes(4).toString('hex')}` };
    },
  };
}
