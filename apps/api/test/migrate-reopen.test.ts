import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { dbKind, migrationsFolder, pgUnavailable, testDatabase } from './helper.js';

const rows = <T>(r: unknown): T[] => (Array.isArray(r) ? r : (r as { rows: T[] }).rows);

/** The migrations without the newest one, and the newest one's tag. */
function allButNewest(): { dir: string; tag: string } {
  const dir = mkdtempSync(join(tmpdir(), 'nanhua-migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalFile = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const newest = journal.entries.at(-1)!;
  rmSync(join(dir, `${newest.tag}.sql`));
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, -1) }));
  return { dir, tag: newest.tag };
}

describe.skipIf(pgUnavailable())(`migrate on reopen (${dbKind})`, () => {
  const older = allButNewest();
  afterAll(() => rmSync(older.dir, { recursive: true, force: true }));

  it('an up-to-date database is left as it is; a newer migration still applies, once', async () => {
    const d = await testDatabase(older.dir);
    try {
      const applied = async () =>
        rows<{ n: number }>(await d.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`))[0]!.n;
      const before = await applied();
      // Reopened with the same migrations: not new, nothing applied.
      expect(await d.migrate(older.dir)).toBe(false);
      expect(await applied()).toBe(before);
      // A release with one more migration: it applies on the next start, and only once.
      expect(await d.migrate(migrationsFolder)).toBe(false);
      expect(await applied()).toBe(before + 1);
      expect(await d.migrate(migrationsFolder)).toBe(false);
      expect(await applied()).toBe(before + 1);
    } finally {
      await d.drop();
    }
  });
});
