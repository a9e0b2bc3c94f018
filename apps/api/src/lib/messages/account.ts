import type { Catalogue } from './types.js';

/** Messages of accounts (issue 3); keys are `msg.<area>.<name>` or SPEC texts. */
export const accountMessages = {} as const satisfies Catalogue;
