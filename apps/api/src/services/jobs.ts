import type { FastifyBaseLogger } from 'fastify';

/**
 * The expiry sweep: every API process may run it; the conditional update inside `expireDue` makes
 * each overdue order close (and its seats return) exactly once.
 */
export function startExpirySweep(expireDue: () => Promise<number>, log: FastifyBaseLogger, everyMs = 30_000): { stop(): void } {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const n = await expireDue();
      if (n > 0) log.info({ expired: n }, 'unpaid orders expired');
    } catch (err) {
      log.warn({ err }, 'expiry sweep failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  void tick();
  return { stop: () => clearInterval(timer) };
}
