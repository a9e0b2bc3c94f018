import type { BroadcastAudience, EngageFamily, ModerationKind } from '@nanhua/contract';

// Restated from the contract (its lists sit beside zod schemas); checked against its types both ways.
type Exactly<T, U> = [T] extends [U] ? ([U] extends [T] ? true : never) : never;

export const audiences = ['all', 'tier', 'performance'] as const;
export const tiers = [1, 2, 3, 4] as const;
export const families = ['knowledge', 'video', 'theatreUltimate'] as const;
export const kinds = ['mark', 'reply'] as const;

export const audiencesMatch: Exactly<(typeof audiences)[number], BroadcastAudience> = true;
export const familiesMatch: Exactly<(typeof families)[number], EngageFamily> = true;
export const kindsMatch: Exactly<(typeof kinds)[number], ModerationKind> = true;
