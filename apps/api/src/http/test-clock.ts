import type { FastifyInstance } from 'fastify';
import type { MovableClock } from '../services/clock.js';

/** At most a year forward per call. */
const MAX_ADVANCE_MS = 366 * 24 * 3600 * 1000;

/**
 * POST /api/test/clock `{ advanceMs }`: moves the server's clock forward (cooldowns, expiry windows,
 * token lifetimes), so an e2e spec need not wait in real time. main.ts registers it only under
 * NODE_ENV=test, never in production or development; it answers `{ offsetMs }`.
 */
export function registerTestClock(app: FastifyInstance, clock: MovableClock): void {
  app.post('/api/test/clock', async (req, reply) => {
    const ms = Number((req.body as { advanceMs?: unknown } | undefined)?.advanceMs);
    if (!Number.isInteger(ms) || ms < 0 || ms > MAX_ADVANCE_MS)
      return reply.code(400).send({ error: 'advanceMs: a whole number of ms, 0 to a year' });
    return { offsetMs: clock.advance(ms) };
  });
}
