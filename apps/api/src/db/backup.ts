// Backup and restore of an embedded install: DATA_DIR (database, media, generated secret) as one
// .tar.gz. Both need the server stopped: the copy is then consistent (checkpointed, nothing writing).
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { extractTarGz, writeTarGz } from './archive.js';
import { openPglite } from './client.js';
import { acquireDataLock, DataLockError, lockHolder, lockPath } from './data-lock.js';

/** A refusal with a message for the person at the terminal (exit code 2), not a crash. */
export class CliRefusal extends Error {}

const stamp = () => new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');

/** Write DATA_DIR (all but the lock) to `fileInput`, default ./nanhua-backup-<time>.tar.gz. */
export async function backup(
  dataDirInput: string,
  fileInput?: string,
): Promise<{ file: string; entries: number; bytes: number }> {
  const dataDir = resolve(dataDirInput);
  if (!existsSync(join(dataDir, 'db', 'PG_VERSION')))
    throw new CliRefusal(`No embedded database in DATA_DIR ${dataDir} (expected ${join(dataDir, 'db')}).`);
  const file = resolve(fileInput ?? `nanhua-backup-${stamp()}.tar.gz`);
  const rel = relative(dataDir, file);
  if (!rel.startsWith('..') && !isAbsolute(rel))
    throw new CliRefusal(`Write the backup outside DATA_DIR (${dataDir}).`);
  if (existsSync(file)) throw new CliRefusal(`${file} already exists; choose another name.`);
  let lock;
  try {
    lock = acquireDataLock(dataDir);
  } catch (err) {
    if (err instanceof DataLockError)
      throw new CliRefusal(
        `${err.message}\n  Stop the server, then run the backup: a copy taken while it writes would not be consistent.`,
      );
    throw err;
  }
  try {
    // Opening replays any WAL left by an unclean stop; closing checkpoints: the files are then complete.
    const database = await openPglite(join(dataDir, 'db'));
    await database.close();
    const entries = readdirSync(dataDir).filter((name) => name !== 'db.lock');
    mkdirSync(dirname(file), { recursive: true });
    const partial = `${file}.partial`;
    try {
      const count = await writeTarGz(partial, dataDir, entries);
      renameSync(partial, file);
      return { file, entries: count, bytes: statSync(file).size };
    } finally {
      rmSync(partial, { force: true });
    }
  } finally {
    lock.release();
  }
}

/**
 * Put a backup into DATA_DIR. Refuses while a server holds it, and refuses to replace existing data
 * without `force` (even then the old data is moved aside, not deleted).
 */
export async function restore(
  fileInput: string,
  dataDirInput: string,
  force = false,
): Promise<{ dataDir: string; movedAside: string | null; files: number }> {
  const file = resolve(fileInput);
  const dataDir = resolve(dataDirInput);
  if (!existsSync(file)) throw new CliRefusal(`No such backup file: ${file}`);
  const holder = lockHolder(dataDir);
  if (holder !== null)
    throw new CliRefusal(`DATA_DIR ${dataDir} is in use by a running server (pid ${holder}). Stop it first.`);
  const existing = existsSync(dataDir) ? readdirSync(dataDir).filter((n) => n !== 'db.lock') : [];
  if (existing.length > 0 && !force) {
    throw new CliRefusal(
      `DATA_DIR ${dataDir} is not empty. Add --force to replace it (the current data is moved aside, not deleted).`,
    );
  }
  const staging = `${dataDir}.restoring-${stamp()}`;
  let files: number;
  try {
    files = (await extractTarGz(file, staging)).length;
    if (!existsSync(join(staging, 'db', 'PG_VERSION')))
      throw new CliRefusal(`${file} is not a backup of this app (no embedded database in it).`);
    // Open once: proves the copy starts, before it replaces anything.
    const database = await openPglite(join(staging, 'db'));
    await database.db.execute('select 1');
    await database.close();
  } catch (err) {
    rmSync(staging, { recursive: true, force: true });
    if (err instanceof CliRefusal) throw err;
    throw new CliRefusal(`${file} could not be restored: ${(err as Error).message}`);
  }
  let movedAside: string | null = null;
  if (existsSync(dataDir)) {
    if (existing.length > 0) {
      movedAside = `${dataDir}.before-restore-${stamp()}`;
      renameSync(dataDir, movedAside);
    } else {
      rmSync(lockPath(dataDir), { force: true });
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  renameSync(staging, dataDir);
  // A server started now finds the data as backed up; the lock proves nothing else took it meanwhile.
  acquireDataLock(dataDir).release();
  return { dataDir, movedAside, files };
}
