import { z } from 'zod';
import { ep } from '../endpoint.js';
import { id, pendingResult } from '../schemas.js';

export const paymentEndpoints = {
  '/Payment/paymentKey/get/{id}': ep('/Payment/paymentKey/get/{id}', {
    params: z.strictObject({ id: id }),
    result: pendingResult,
  }),
} as const;
