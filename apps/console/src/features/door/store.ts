import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { DoorOutcome, DoorPack } from '@nanhua/contract';

/** A door pack as kept on the device, with what the picker shows offline and when it was taken. */
export interface StoredPack extends DoorPack {
  label: string;
  /** Device time the pack was downloaded: this device's admissions after it are not in `used` yet. */
  takenAt: number;
  /** Server time of the revocations held (the pack's, or the latest refresh's): the next refresh's `since`. Absent: `generatedAt`. */
  revocationsAt?: string;
  /** Device time the revocations were last brought up to date (the pack's age). Absent: `takenAt`. */
  checkedAt?: number;
}

/** One scan this device made; kept until synced, then with the server's answer. */
export interface StoredScan {
  nonce: string;
  performanceId: number;
  ticketId?: number;
  /** The ticket of the order a ticket's own code admitted (issue 34). */
  seq?: number;
  code?: string;
  scannedAt: string;
  deviceId: string;
  count: number;
  /** Staff admitted it anyway outside the check-in window, for this reason (sent with the scan). */
  overrideReason?: string;
  /** The refused scan (reported by the server) this one admits anyway. */
  replaces?: string;
  /** What the device decided. */
  local: 'admitted' | 'refused';
  /** Device time of the scan (ms). */
  at: number;
  synced: 0 | 1;
  server?: { outcome: DoorOutcome; admitted: number };
}

interface DoorDb extends DBSchema {
  packs: { key: number; value: StoredPack };
  scans: { key: string; value: StoredScan; indexes: { byPerformance: number; bySynced: number } };
}

let opening: Promise<IDBPDatabase<DoorDb>> | undefined;
const db = () =>
  (opening ??= openDB<DoorDb>('nanhua-door', 1, {
    upgrade(d) {
      d.createObjectStore('packs', { keyPath: 'performanceId' });
      const scans = d.createObjectStore('scans', { keyPath: 'nonce' });
      scans.createIndex('byPerformance', 'performanceId');
      scans.createIndex('bySynced', 'synced');
    },
  }));

export const savePack = async (p: StoredPack) => void (await (await db()).put('packs', p));
export const loadPack = async (id: number) => (await db()).get('packs', id);
export const allPacks = async () => (await db()).getAll('packs');
export const addScan = async (s: StoredScan) => void (await (await db()).put('scans', s));
export const scansOf = async (performanceId: number) =>
  (await db()).getAllFromIndex('scans', 'byPerformance', performanceId);
export const pendingScans = async () => (await db()).getAllFromIndex('scans', 'bySynced', 0);

/** Marks scans synced with the server's answers (one transaction). */
export async function markSynced(results: { nonce: string; outcome: DoorOutcome; admitted: number }[]) {
  const tx = (await db()).transaction('scans', 'readwrite');
  for (const r of results) {
    const s = await tx.store.get(r.nonce);
    if (s) await tx.store.put({ ...s, synced: 1, server: { outcome: r.outcome, admitted: r.admitted } });
  }
  await tx.done;
}

/** This device's id (kept), sent with each scan. */
export function deviceId(): string {
  const key = 'console.door.device';
  let id = localStorage.getItem(key);
  if (!id) {
    id = `door-${crypto.randomUUID().slice(0, 8)}`;
    localStorage.setItem(key, id);
  }
  return id;
}
