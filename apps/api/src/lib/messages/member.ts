import type { Catalogue } from './types.js';

/** Messages of memberships and the VIP zone (issue 7); keys are `msg.member.<name>`. */
export const memberMessages = {} as const satisfies Catalogue;
