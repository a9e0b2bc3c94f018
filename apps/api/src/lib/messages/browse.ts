import type { Catalogue } from './types.js';

/** Messages of browsable content (issue 4); keys are `msg.<area>.<name>` or SPEC texts. */
export const browseMessages = {} as const satisfies Catalogue;
