/** Injected time source, so tests can move through token lifetimes and expiry windows. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };
