import type { Config } from '../../config.js';
import type { PaymentProvider } from './provider.js';
import { createSandboxProvider } from './sandbox.js';
import { createStripeProvider } from './stripe.js';

export type { PaymentProvider, PaymentOrder, ProviderPaymentStatus, ProviderRefund } from './provider.js';

/** The provider chosen by PAYMENT_PROVIDER; the Stripe keys are checked by loadConfig. */
export function createPaymentProvider(config: Config): PaymentProvider {
  if (config.PAYMENT_PROVIDER !== 'stripe') return createSandboxProvider();
  return createStripeProvider({
    secretKey: config.STRIPE_SECRET_KEY ?? '',
    publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? '',
    // Tests point the client at a local stub; production leaves it unset (api.stripe.com).
    apiBase: config.STRIPE_API_BASE,
  });
}
