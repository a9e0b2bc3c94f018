import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dbKind } from '../../test/helper.js';
import { openPglite } from './client.js';
import { acquireDataLock, DataLockError, lockHolder, lockPath } from './data-lock.js';

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'nanhua-durable-'));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('the DATA_DIR lock', () => {
  it('is taken with this pid and released', () => {
    const dir = tempDir();
    const lock = acquireDataLock(dir);
    expect(readFileSync(lockPath(dir), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lockPath(dir))).toBe(false);
  });

  it('refuses while another live process holds it, naming the pid', () => {
    const dir = tempDir();
    // vitest's main process is a live node process that is not this one
    writeFileSync(lockPath(dir), `${process.ppid}\n`);
    expect(lockHolder(dir)).toBe(process.ppid);
    expect(() => acquireDataLock(dir)).toThrow(DataLockError);
    expect(() => acquireDataLock(dir)).toThrow(new RegExp(`pid ${process.ppid}`));
    expect(readFileSync(lockPath(dir), 'utf8').trim()).toBe(String(process.ppid));
  });

  it('takes over a stale lock whose process is gone (kill -9, power loss)', () => {
    const dir = tempDir();
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(lockPath(dir), `${gone}\n`);
    expect(lockHolder(dir)).toBeNull();
    const lock = acquireDataLock(dir);
    expect(readFileSync(lockPath(dir), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });
});

describe.skipIf(dbKind !== 'pglite')('the embedded database on disk', () => {
  it('runs with fsync on and keeps committed rows across a close', async () => {
    const dir = tempDir();
    const first = await openPglite(dir);
    const show = async (name: string) =>
      ((await first.db.execute(`show ${name}`)) as unknown as { rows: Record<string, string>[] }).rows[0][name];
    expect(await show('fsync')).toBe('on');
    expect(await show('wal_sync_method')).toBe('fsync');
    await first.db.execute('create table kept (n int)');
    await first.db.execute('insert into kept values (42)');
    await first.close();
    const second = await openPglite(dir);
    const r = (await second.db.execute('select n from kept')) as unknown as { rows: { n: number }[] };
    expect(r.rows).toEqual([{ n: 42 }]);
    await second.close();
  }, 120_000);
});
