import type { Catalogue } from './types.js';

/** Messages of shop and membership (issue 7); keys are `msg.<area>.<name>` or SPEC texts. */
export const shopMessages = {} as const satisfies Catalogue;
