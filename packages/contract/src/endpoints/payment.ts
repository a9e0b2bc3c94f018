import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { id, pendingResult } from '../schemas.js';

export const paymentEndpoints = {
  '/Payment/paymentKey/get/{id}': defineEndpoint({
    method: 'GET',
    path: '/Payment/paymentKey/get/{id}',
    channel: 'token',
    bodyKind: 'none',
    summary: 'Payment/paymentKey/get/{id}',
    params: z.strictObject({ id: id }),
    result: pendingResult,
  }),
} as const;
