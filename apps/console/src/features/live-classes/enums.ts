import type { LiveAudience, LiveClassState } from '@nanhua/contract';

// The contract keeps these beside its zod schemas; importing them from there would bundle zod into the
// console. Restated here, and checked against the contract's types both ways.
type Exactly<T, U> = [T] extends [U] ? ([U] extends [T] ? true : never) : never;

export const liveClassStates = ['upcoming', 'live', 'ended', 'replay'] as const;
export const liveAudiences = ['signedIn', 'members', 'tier'] as const;
/** Member tiers (userType 1 super, 2 annual, 3 monthly). */
export const liveTiers = [1, 2, 3] as const;

export const statesMatch: Exactly<(typeof liveClassStates)[number], LiveClassState> = true;
export const audiencesMatch: Exactly<(typeof liveAudiences)[number], LiveAudience> = true;
