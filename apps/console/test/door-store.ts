import type { StoredPack, StoredScan } from '../src/features/door/store';

/** The door device's IndexedDB, in memory: the page's logic is under test, not idb. Tests read and clear it. */
export const doorDb = { packs: new Map<number, unknown>(), scans: new Map<string, unknown>() };

/** What `vi.mock('../features/door/store', …)` answers in the door page's tests. */
export const memoryDoorStore = {
  savePack: async (p: StoredPack) => void doorDb.packs.set(p.performanceId, p),
  loadPack: async (id: number) => doorDb.packs.get(id),
  allPacks: async () => [...doorDb.packs.values()],
  addScan: async (s: StoredScan) => void doorDb.scans.set(s.nonce, s),
  scansOf: async (id: number) => [...doorDb.scans.values()].filter((s) => (s as StoredScan).performanceId === id),
  pendingScans: async () => [...doorDb.scans.values()].filter((s) => !(s as StoredScan).synced),
  markSynced: async (rs: { nonce: string; outcome: string; admitted: number }[]) => {
    for (const r of rs)
      doorDb.scans.set(r.nonce, {
        ...(doorDb.scans.get(r.nonce) as object),
        synced: 1,
        server: { outcome: r.outcome, admitted: r.admitted },
      });
  },
  deviceId: () => 'door-test',
};
