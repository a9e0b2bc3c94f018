import { statfs as fsStatfs } from 'node:fs/promises';

/** The part of fs.statfs the storage check reads (a stub in tests). */
export type Statfs = (dir: string) => Promise<{ bsize: number; blocks: number; bavail: number }>;

/** 'unreadable': DATA_DIR's filesystem could not be asked (a lost mount): as bad as full. */
export type StorageStatus = 'ok' | 'low' | 'full' | 'unreadable';

/**
 * Below this much free space the data directory counts as full: PostgreSQL (PGlite's files live here)
 * needs room for a 16 MB WAL segment to commit at all, and an upload or a mail needs its own.
 */
export const STORAGE_FULL_BELOW_BYTES = 64 * 1024 ** 2;
/** Below this, health still answers 200 but says `low`, so monitoring warns while writes still work. */
export const STORAGE_LOW_BELOW_BYTES = 1024 ** 3;

/** How much room DATA_DIR (database files, uploads, the mail outbox, media) has left for writes. */
export async function storageStatus(dir: string, statfs: Statfs = fsStatfs): Promise<StorageStatus> {
  let free: number;
  try {
    const s = await statfs(dir);
    // bavail: the blocks this (unprivileged) process may still write, not the root-reserved ones.
    free = s.bavail * s.bsize;
  } catch {
    return 'unreadable';
  }
  if (free < STORAGE_FULL_BELOW_BYTES) return 'full';
  return free < STORAGE_LOW_BELOW_BYTES ? 'low' : 'ok';
}
