import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import type { Write, WriteListener } from '../db/write-watch.js';
import { createContentVersion } from './content-version.js';

/** A database whose NOTIFYs are answered only when the test says so. */
function fakeDatabase() {
  let listener: WriteListener = () => {};
  const notices: (() => void)[] = [];
  const database = {
    db: { execute: () => new Promise<void>((resolve) => notices.push(resolve)) },
    onWrite: (fn: WriteListener) => ((listener = fn), () => {}),
    subscribe: (_channel: string, on: { up(ok: boolean): void }) => (on.up(true), { close: async () => {} }),
  } as unknown as Database;
  return { database, write: (w: Write = { accounts: false }) => listener(w), notices };
}

const settled = async (p: Promise<void>) => {
  let done = false;
  void p.then(() => (done = true));
  for (let i = 0; i < 5; i++) await Promise.resolve();
  return done;
};

describe('content version: a write answers once the others were told of it', () => {
  it('waits for the NOTIFY that covers the write, not for later writes of a busy stream', async () => {
    const { database, write, notices } = fakeDatabase();
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
    await version.close();
  });
});
