import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import type { Write, WriteListener } from '../db/write-watch.js';
import { createContentVersion } from './content-version.js';

/** A database whose NOTIFYs are answered only when the test says so: through the pool, or on the listener's connection with `onListener`. */
function fakeDatabase(onListener = false) {
  let listener: WriteListener = () => {};
  const notices: (() => void)[] = [];
  const pooled: string[] = [];
  const payloads: string[] = [];
  let deliver: (payload: string) => void = () => {};
  const sent = () => new Promise<void>((resolve) => notices.push(resolve));
  const database = {
    db: { execute: () => (pooled.push('notify'), sent()) },
    onWrite: (fn: WriteListener) => ((listener = fn), () => {}),
    subscribe(_channel: string, on: { up(ok: boolean): void; message(payload: string): void }) {
      on.up(true);
      deliver = on.message;
      const notify = (payload: string) => (payloads.push(payload), sent().then(() => true));
      return { close: async () => {}, ...(onListener ? { notify } : {}) };
    },
  } as unknown as Database;
  const write = (w: Write = { accounts: false }) => listener(w);
  return { database, write, notices, pooled, payloads, deliver: (payload: string) => deliver(payload) };
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

describe('content version: named changes (issue 36 item 4)', () => {
  it('moves only the stamps of the families a write names, here and in the other processes', async () => {
    const { database, write, notices, payloads, deliver } = fakeDatabase(true);
    const version = createContentVersion(database);
    const news = version.stamp(['news']);
    const sale = version.stamp(['ticketSale']);
    const all = version.stamp();
    write({ accounts: false, changes: [{ family: 'ticketSale', id: 7 }] });
    expect([version.stamp(['news']), version.stamp(['ticketSale']) > sale, version.stamp() > all]).toEqual([
      news,
      true,
      true,
    ]);
    // The notice names the change, so the other processes drop only what reads that family.
    notices.shift()!();
    await version.published();
    expect(payloads.at(-1)).toMatch(/\|ticketSale:7$/);
    // Another process's notices: one naming the news, one naming nothing (anything may have changed).
    const before = version.stamp(['ticketSale']);
    deliver('other-process|news:3');
    expect(version.stamp(['ticketSale'])).toBe(before);
    expect(version.stamp(['news'])).toBeGreaterThan(news);
    const accounts = version.accounts();
    deliver('other-process:accounts');
    expect(version.stamp(['ticketSale'])).toBeGreaterThan(before);
    expect(version.accounts()).toBe(accounts + 1);
    // A write that names nothing moves every stamp, and its notice names nothing.
    const newsNow = version.stamp(['news']);
    write({ accounts: true });
    expect(version.stamp(['news'])).toBeGreaterThan(newsNow);
    notices.shift()!();
    await version.published();
    expect(payloads.at(-1)).not.toContain('|');
    expect(payloads.at(-1)).toMatch(/:accounts$/);
    await version.close();
  });
});
