import type { Catalogue } from './types.js';

/** Messages of comments, likes, registration, votes (issue 5); keys are `msg.<area>.<name>` or SPEC texts. */
export const engageMessages = {} as const satisfies Catalogue;
