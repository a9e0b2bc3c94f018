import { z } from 'zod';
import { ep } from '../endpoint.js';
import { paymentKey } from '../models/commerce.js';
import { id } from '../schemas.js';

/** `{id}` is the member's order id: the answer names the provider and, for Stripe, the keys to confirm that order's payment. */
export const paymentEndpoints = {
  '/Payment/paymentKey/get/{id}': ep('/Payment/paymentKey/get/{id}', {
    params: z.strictObject({ id: id }),
    result: paymentKey,
  }),
} as const;
