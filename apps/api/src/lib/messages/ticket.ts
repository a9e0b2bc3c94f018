import type { Catalogue } from './types.js';

/** Messages of tickets, orders, payments, refunds (issue 6); keys are `msg.<area>.<name>` or SPEC texts. */
export const ticketMessages = {} as const satisfies Catalogue;
