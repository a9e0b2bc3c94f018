import { request } from '@nanhua/client';
import { markSynced, pendingScans, type StoredScan } from './store';

const BATCH = 500;

/** What the server needs of a stored scan. */
const wire = (s: StoredScan) => ({
  nonce: s.nonce,
  scannedAt: s.scannedAt,
  deviceId: s.deviceId,
  count: s.count,
  ...(s.ticketId ? { ticketId: s.ticketId } : {}),
  ...(s.code ? { code: s.code } : {}),
  ...(s.overrideReason ? { overrideReason: s.overrideReason } : {}),
});

let running: Promise<number> | undefined;

/**
 * Sends every scan not synced yet, per performance in batches; the server records each once by its
 * nonce, so a batch resent after a lost answer changes nothing. Answers how many were synced; one run at a time.
 */
export function syncPending(): Promise<number> {
  running ??= (async () => {
    try {
      const pending = await pendingScans();
      const byShow = new Map<number, StoredScan[]>();
      for (const s of pending) byShow.set(s.performanceId, [...(byShow.get(s.performanceId) ?? []), s]);
      let done = 0;
      for (const [performanceId, scans] of byShow) {
        for (let i = 0; i < scans.length; i += BATCH) {
          const res = await request('/admin/door/sync', {
            body: { performanceId, scans: scans.slice(i, i + BATCH).map(wire) },
          });
          await markSynced(res.results);
          done += res.results.length;
        }
      }
      return done;
    } finally {
      running = undefined;
    }
  })();
  return running;
}
