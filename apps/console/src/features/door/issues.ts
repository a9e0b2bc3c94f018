import type { DoorAttendance, DoorOutcome } from '@nanhua/contract';
import type { StoredScan } from './store';

/** One line of the page's issue list: a scan the server did not admit in full, from this device or another. */
export interface Issue {
  nonce: string;
  outcome: DoorOutcome;
  ticketId: number | null;
  orderNo: string | null;
  deviceId: string;
  /** Scan time (ms). */
  at: number;
  count: number;
  /** This device's own scan (which it may still admit anyway, outside the window). */
  mine: StoredScan | null;
}

/**
 * This device's scans the server reported (less those admitted anyway since) and the conflicts and
 * revocations the server counted on every device (the banner's count), one line per scan, newest first.
 * `more`: counted conflicts the server did not list.
 */
export function issueList(
  scans: StoredScan[],
  attendance: Pick<DoorAttendance, 'conflicts' | 'conflictScans'> | undefined,
): { items: Issue[]; more: number } {
  const replaced = new Set(scans.map((s) => s.replaces).filter(Boolean));
  const byNonce = new Map<string, Issue>();
  for (const s of scans) {
    if (!s.server || s.server.outcome === 'admitted' || replaced.has(s.nonce)) continue;
    byNonce.set(s.nonce, {
      nonce: s.nonce,
      outcome: s.server.outcome,
      ticketId: s.ticketId ?? null,
      orderNo: null,
      deviceId: s.deviceId,
      at: s.at,
      count: s.count,
      mine: s,
    });
  }
  for (const v of attendance?.conflictScans ?? []) {
    const own = byNonce.get(v.nonce);
    byNonce.set(
      v.nonce,
      own
        ? { ...own, orderNo: v.orderNo }
        : {
            nonce: v.nonce,
            outcome: v.outcome,
            ticketId: v.ticketId,
            orderNo: v.orderNo,
            deviceId: v.deviceId,
            at: Date.parse(v.scannedAt),
            count: v.count,
            mine: null,
          },
    );
  }
  const items = [...byNonce.values()].sort((a, b) => b.at - a.at || a.nonce.localeCompare(b.nonce));
  return { items, more: Math.max(0, (attendance?.conflicts ?? 0) - (attendance?.conflictScans.length ?? 0)) };
}
