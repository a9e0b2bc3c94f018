import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import type { Write, WriteListener } from '../db/write-watch.js';
import { createContentVersion } from './content-version.js';

/** A database whose NOTIFYs are answered only when the test says so: through the pool, or on the listener's connection with `onListener`. */
function fakeDatabase(onListener = false) {
  let listener: WriteListener = () => {};
  const notices: (() => void)[] = [];
  const pooled: string[] = [];
  const sent = () => new Promise<void>((resolve) => notices.push(resolve));
  const database = {
    db: { execute: () => (pooled.push('notify'), sent()) },
    onWrite: (fn: WriteListener) => ((listener = fn), () => {}),
    subscribe(_channel: string, on: { up(ok: boolean): void }) {
      on.up(true);
      return { close: async () => {}, ...(onListener ? { notify: () => sent().then(() => true) } : {}) };
    },
  } as unknown as Database;
  return { database, write: (w: Write = { accounts: false }) => listener(w), notices, pooled };
}

const settled = async (p: Promise<void>) => {
  let done = false;
  void p.then(() => (done = true));
  for (let i = 0; i < 5; i++) await Promise.resolve();
  return done;
};

describe('content version: a write answers once the others were told of it', () => {
  it.each([false, true])(
    'waits for the NOTIFY that covers the write, not for later writes of a busy stream (on the listener’s connection: %s)',
    async (onListener) => {
      const { database, write, notices, pooled } = fakeDatabase(onListener);
      const version = createContentVersion(database);
      write();
      const first = version.published();
      expect(await settled(first)).toBe(false);
      // A second write while the first NOTIFY is on its way: it shares the next one.
      write();
      const second = version.published();
      notices.shift()!();
      expect(await settled(first)).toBe(true);
      expect(await settled(second)).toBe(false);
      expect(notices).toHaveLength(1);
      notices.shift()!();
      expect(await settled(second)).toBe(true);
      // Nothing written since: nothing to wait for.
      expect(await settled(version.published())).toBe(true);
      // Sent on the listener's connection when it has one, never queued behind the pool's callers.
      expect(pooled).toHaveLength(onListener ? 0 : 2);
      await version.close();
    },
  );
});
