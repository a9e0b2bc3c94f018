import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { offsetClock } from '../services/clock.js';
import { registerTestClock } from './test-clock.js';

describe('the test clock (NODE_ENV=test only: main.ts)', () => {
  it('moves the server clock forward by advanceMs, and refuses anything but a whole forward step', async () => {
    const clock = offsetClock();
    const app = Fastify();
    registerTestClock(app, clock);
    const before = clock.now().getTime();
    const r = await app.inject({ method: 'POST', url: '/api/test/clock', payload: { advanceMs: 61_000 } });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ offsetMs: 61_000 });
    expect(clock.now().getTime() - before).toBeGreaterThanOrEqual(61_000);
    for (const advanceMs of [-1, 1.5, 'soon', 400 * 24 * 3600 * 1000]) {
      expect((await app.inject({ method: 'POST', url: '/api/test/clock', payload: { advanceMs } })).statusCode).toBe(
        400,
      );
    }
    expect((await app.inject({ method: 'POST', url: '/api/test/clock', payload: {} })).statusCode).toBe(400);
    await app.close();
  });
});
