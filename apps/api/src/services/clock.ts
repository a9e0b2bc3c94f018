/** Injected time source, so tests can move through token lifetimes and expiry windows. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/** The server's clock under NODE_ENV=test: the system time plus an offset an e2e spec moves forward (http/test-clock.ts). */
export interface MovableClock extends Clock {
  /** Moves the clock `ms` forward; answers the offset now. */
  advance(ms: number): number;
}

export function offsetClock(): MovableClock {
  let offset = 0;
  return { now: () => new Date(Date.now() + offset), advance: (ms) => (offset += ms) };
}
