// Test runs keep their scratch files in memory when the machine has room there (issue 33). Every test
// database copy, PostgreSQL cluster, e2e data directory and Chromium profile is made under os.tmpdir();
// on these machines /tmp is ext4, where creating and deleting a copied database's ~1,500 files a time
// spent most of the run's kernel time in the inode allocator (perf: ext4 `recently_deleted`): the
// PostgreSQL API suite used 91 CPU-s of kernel time on /tmp and 26 on tmpfs (188 → 121 CPU-s in all,
// 106 → 71 s). TMPDIR set by the caller wins; a small /dev/shm (a container's 64 MB) is not used.
import { accessSync, constants, statfsSync } from 'node:fs';

const ram = '/dev/shm';
const roomNeeded = 4 * 1024 ** 3;

/** Points TMPDIR (os.tmpdir() of this process and of every process it starts) at /dev/shm when fit. */
export function useRamTmpdir() {
  if (process.env.TMPDIR) return;
  try {
    accessSync(ram, constants.W_OK);
    const s = statfsSync(ram);
    if (s.type !== 0x01021994 || s.bavail * s.bsize < roomNeeded) return; // TMPFS_MAGIC
    process.env.TMPDIR = ram;
  } catch {
    // no /dev/shm: the system's temporary directory
  }
}
