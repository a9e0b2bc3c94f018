// What the benches share: a free loopback port for a server they start, and a pause.
import { createServer } from 'node:net';

/** A port nothing listens on now (asked of the OS, then let go). */
export const freePort = () =>
  new Promise((ok) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const p = s.address().port;
      s.close(() => ok(p));
    });
  });

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
