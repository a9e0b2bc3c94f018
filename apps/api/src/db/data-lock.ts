import { closeSync, existsSync, openSync, readFileSync, unlinkSync, writeSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The embedded database is one process's files: a second server (or a backup) opening the same
 * DATA_DIR would corrupt it. The holder writes its pid to DATA_DIR/db.lock; a lock whose process is
 * gone (kill -9, power loss) is stale and taken over.
 */
export class DataLockError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by another process (pid ${holderPid}, lock file ${lockPath(dataDir)}).\n` +
        '  The embedded database allows one process at a time: stop that server first, or use a different DATA_DIR' +
        ' (several API processes need PostgreSQL: set DATABASE_URL).',
    );
  }
}

export interface DataLock {
  readonly path: string;
  release(): void;
}

export const lockPath = (dataDir: string) => join(dataDir, 'db.lock');

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (err) {
    // EPERM: alive, owned by someone else
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  // After a restart the pid may have been reused by an unrelated program (containers start low).
  try {
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return cmdline.includes('node');
  } catch {
    return true;
  }
}

/** The pid holding DATA_DIR, or null when it is free (no lock, or a stale one). */
export function lockHolder(dataDir: string): number | null {
  const path = lockPath(dataDir);
  if (!existsSync(path)) return null;
  const pid = Number.parseInt(readFileSync(path, 'utf8'), 10);
  return pid !== process.pid && isAlive(pid) ? pid : null;
}

/** Take DATA_DIR for this process or throw DataLockError naming the holder. Released on exit. */
export function acquireDataLock(dataDir: string): DataLock {
  mkdirSync(dataDir, { recursive: true });
  const path = lockPath(dataDir);
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(path, 'wx', 0o644);
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 2) throw err;
      const holder = lockHolder(dataDir);
      if (holder !== null) throw new DataLockError(dataDir, holder);
      // Stale: its process is gone. Remove it and try the exclusive create again.
      try {
        unlinkSync(path);
      } catch {
        // another starter removed it first; the exclusive create decides who wins
      }
    }
  }
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    try {
      if (Number.parseInt(readFileSync(path, 'utf8'), 10) === process.pid) unlinkSync(path);
    } catch {
      // already gone
    }
  };
  process.once('exit', release);
  return { path, release };
}
